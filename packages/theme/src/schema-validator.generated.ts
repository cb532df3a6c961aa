// @ts-nocheck
// GENERATED FILE, DO NOT EDIT. Source: src/schema.json; generator: scripts/compile-schema.ts.
// Regenerate after changing the schema: npm run schema -w @theme-a-roo/theme
//
// The theme schema validator, precompiled by ajv standalone code generation (allErrors, strict):
// no imports, no ajv, no eval and no Function constructor at run time.

/** One failed schema rule, in ajv's error format (the fields of ajv's ErrorObject used here). */
export interface SchemaError {
  /** JSON pointer to the failing value. */
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

/** An ajv ValidateFunction: true when valid; otherwise `errors` lists every problem found. */
export interface SchemaValidateFunction {
  (data: unknown): boolean
  errors?: SchemaError[] | null
}

const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:theme-a-roo:schema:theme:1","type":"object","additionalProperties":false,"required":["displayName","name","schemaVersion"],"properties":{"name":{"type":"string"},"displayName":{"type":"string"},"schemaVersion":{"type":"number","const":1},"inherits":{"type":"string"},"mostLike":{"type":"string","enum":["dark","light"]},"tags":{"type":"array","items":{"type":"string"}},"backgroundImage":{"type":"string"},"backgroundPosition":{"type":"string"},"backgroundRepeat":{"type":"string"},"backgroundSize":{"type":"string"},"buttonStyle":{"type":"string","enum":["gradient","shimmer","pixel-art","3d-effects","rounded-buttons"]},"colors":{"type":"object","additionalProperties":false,"properties":{"accent":{"type":"string"},"accentForeground":{"type":"string"},"background":{"type":"string"},"border":{"type":"string"},"card":{"type":"string"},"cardBackdropFilter":{"type":"string"},"cardForeground":{"type":"string"},"destructive":{"type":"string"},"destructiveForeground":{"type":"string"},"foreground":{"type":"string"},"input":{"type":"string"},"inputBackdropFilter":{"type":"string"},"inputBackground":{"type":"string"},"muted":{"type":"string"},"mutedForeground":{"type":"string"},"popover":{"type":"string"},"popoverBackdropFilter":{"type":"string"},"popoverForeground":{"type":"string"},"primary":{"type":"string"},"primaryForeground":{"type":"string"},"ring":{"type":"string"},"secondary":{"type":"string"},"secondaryForeground":{"type":"string"},"themeColor":{"type":"string"}}},"fonts":{"type":"object","additionalProperties":false,"properties":{"body":{"type":"string"},"heading":{"type":"string"},"mono":{"type":"string"},"sans":{"type":"string"},"serif":{"type":"string"}}},"corners":{"type":"object","additionalProperties":false,"properties":{"none":{"type":"string"},"sm":{"type":"string"},"md":{"type":"string"},"lg":{"type":"string"},"xl":{"type":"string"},"full":{"type":"string"}}},"shadows":{"type":"object","additionalProperties":false,"properties":{"none":{"type":"string"},"sm":{"type":"string"},"md":{"type":"string"},"lg":{"type":"string"},"xl":{"type":"string"},"inner":{"type":"string"},"button":{"type":"string"},"card":{"type":"string"},"dropdown":{"type":"string"}}},"sidebar":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"border":{"type":"string"},"backdropFilter":{"type":"string"}}},"switches":{"type":"object","additionalProperties":false,"properties":{"checked":{"$ref":"#/definitions/switchPart"},"unchecked":{"$ref":"#/definitions/switchPart"},"thumb":{"$ref":"#/definitions/switchPart"}}},"tables":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"border":{"type":"string"},"boxShadow":{"type":"string"},"cell":{"type":"object","additionalProperties":false,"properties":{"border":{"type":"string"}}},"header":{"$ref":"#/definitions/tableSection"},"footer":{"$ref":"#/definitions/tableSection"},"row":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"border":{"type":"string"},"color":{"type":"string"},"backdropFilter":{"type":"string"},"hover":{"$ref":"#/definitions/rowState"},"selected":{"$ref":"#/definitions/rowState"}}}}},"buttons":{"type":"object","additionalProperties":false,"properties":{"default":{"$ref":"#/definitions/buttonVariant"},"destructive":{"$ref":"#/definitions/buttonVariant"},"ghost":{"$ref":"#/definitions/buttonVariant"},"link":{"$ref":"#/definitions/buttonVariant"},"outline":{"$ref":"#/definitions/buttonVariant"},"secondary":{"$ref":"#/definitions/buttonVariant"}}}},"definitions":{"switchPart":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"}}},"tableSection":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"border":{"type":"string"},"color":{"type":"string"},"backdropFilter":{"type":"string"}}},"rowState":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"color":{"type":"string"}}},"buttonState":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"borderColor":{"type":"string"},"borderStyle":{"type":"string"},"boxShadow":{"type":"string"},"color":{"type":"string"},"transform":{"type":"string"}}},"buttonVariant":{"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"backdropFilter":{"type":"string"},"border":{"type":"string"},"borderColor":{"type":"string"},"borderRadius":{"type":"string"},"borderStyle":{"type":"string"},"borderWidth":{"type":"string"},"boxShadow":{"type":"string"},"color":{"type":"string"},"hover":{"$ref":"#/definitions/buttonState"},"active":{"$ref":"#/definitions/buttonState"}}}}};
const schema12 = {"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"}}};
const schema15 = {"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"border":{"type":"string"},"color":{"type":"string"},"backdropFilter":{"type":"string"}}};
const schema17 = {"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"color":{"type":"string"}}};
const func2 = Object.prototype.hasOwnProperty;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"backdropFilter":{"type":"string"},"border":{"type":"string"},"borderColor":{"type":"string"},"borderRadius":{"type":"string"},"borderStyle":{"type":"string"},"borderWidth":{"type":"string"},"boxShadow":{"type":"string"},"color":{"type":"string"},"hover":{"$ref":"#/definitions/buttonState"},"active":{"$ref":"#/definitions/buttonState"}}};
const schema20 = {"type":"object","additionalProperties":false,"properties":{"background":{"type":"string"},"borderColor":{"type":"string"},"borderStyle":{"type":"string"},"boxShadow":{"type":"string"},"color":{"type":"string"},"transform":{"type":"string"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema19.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.background !== undefined){
if(typeof data.background !== "string"){
const err1 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.backdropFilter !== undefined){
if(typeof data.backdropFilter !== "string"){
const err2 = {instancePath:instancePath+"/backdropFilter",schemaPath:"#/properties/backdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.border !== undefined){
if(typeof data.border !== "string"){
const err3 = {instancePath:instancePath+"/border",schemaPath:"#/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.borderColor !== undefined){
if(typeof data.borderColor !== "string"){
const err4 = {instancePath:instancePath+"/borderColor",schemaPath:"#/properties/borderColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.borderRadius !== undefined){
if(typeof data.borderRadius !== "string"){
const err5 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.borderStyle !== undefined){
if(typeof data.borderStyle !== "string"){
const err6 = {instancePath:instancePath+"/borderStyle",schemaPath:"#/properties/borderStyle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.borderWidth !== undefined){
if(typeof data.borderWidth !== "string"){
const err7 = {instancePath:instancePath+"/borderWidth",schemaPath:"#/properties/borderWidth/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.boxShadow !== undefined){
if(typeof data.boxShadow !== "string"){
const err8 = {instancePath:instancePath+"/boxShadow",schemaPath:"#/properties/boxShadow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.color !== undefined){
if(typeof data.color !== "string"){
const err9 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.hover !== undefined){
let data9 = data.hover;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
if(!((((((key1 === "background") || (key1 === "borderColor")) || (key1 === "borderStyle")) || (key1 === "boxShadow")) || (key1 === "color")) || (key1 === "transform"))){
const err10 = {instancePath:instancePath+"/hover",schemaPath:"#/definitions/buttonState/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data9.background !== undefined){
if(typeof data9.background !== "string"){
const err11 = {instancePath:instancePath+"/hover/background",schemaPath:"#/definitions/buttonState/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data9.borderColor !== undefined){
if(typeof data9.borderColor !== "string"){
const err12 = {instancePath:instancePath+"/hover/borderColor",schemaPath:"#/definitions/buttonState/properties/borderColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data9.borderStyle !== undefined){
if(typeof data9.borderStyle !== "string"){
const err13 = {instancePath:instancePath+"/hover/borderStyle",schemaPath:"#/definitions/buttonState/properties/borderStyle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data9.boxShadow !== undefined){
if(typeof data9.boxShadow !== "string"){
const err14 = {instancePath:instancePath+"/hover/boxShadow",schemaPath:"#/definitions/buttonState/properties/boxShadow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.color !== undefined){
if(typeof data9.color !== "string"){
const err15 = {instancePath:instancePath+"/hover/color",schemaPath:"#/definitions/buttonState/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data9.transform !== undefined){
if(typeof data9.transform !== "string"){
const err16 = {instancePath:instancePath+"/hover/transform",schemaPath:"#/definitions/buttonState/properties/transform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/hover",schemaPath:"#/definitions/buttonState/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.active !== undefined){
let data16 = data.active;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key2 in data16){
if(!((((((key2 === "background") || (key2 === "borderColor")) || (key2 === "borderStyle")) || (key2 === "boxShadow")) || (key2 === "color")) || (key2 === "transform"))){
const err18 = {instancePath:instancePath+"/active",schemaPath:"#/definitions/buttonState/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data16.background !== undefined){
if(typeof data16.background !== "string"){
const err19 = {instancePath:instancePath+"/active/background",schemaPath:"#/definitions/buttonState/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data16.borderColor !== undefined){
if(typeof data16.borderColor !== "string"){
const err20 = {instancePath:instancePath+"/active/borderColor",schemaPath:"#/definitions/buttonState/properties/borderColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data16.borderStyle !== undefined){
if(typeof data16.borderStyle !== "string"){
const err21 = {instancePath:instancePath+"/active/borderStyle",schemaPath:"#/definitions/buttonState/properties/borderStyle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data16.boxShadow !== undefined){
if(typeof data16.boxShadow !== "string"){
const err22 = {instancePath:instancePath+"/active/boxShadow",schemaPath:"#/definitions/buttonState/properties/boxShadow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data16.color !== undefined){
if(typeof data16.color !== "string"){
const err23 = {instancePath:instancePath+"/active/color",schemaPath:"#/definitions/buttonState/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data16.transform !== undefined){
if(typeof data16.transform !== "string"){
const err24 = {instancePath:instancePath+"/active/transform",schemaPath:"#/definitions/buttonState/properties/transform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/active",schemaPath:"#/definitions/buttonState/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="urn:theme-a-roo:schema:theme:1" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.displayName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "displayName"},message:"must have required property '"+"displayName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.schemaVersion === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.displayName !== undefined){
if(typeof data.displayName !== "string"){
const err5 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data2 = data.schemaVersion;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(1 !== data2){
const err7 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.inherits !== undefined){
if(typeof data.inherits !== "string"){
const err8 = {instancePath:instancePath+"/inherits",schemaPath:"#/properties/inherits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mostLike !== undefined){
let data4 = data.mostLike;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/mostLike",schemaPath:"#/properties/mostLike/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data4 === "dark") || (data4 === "light"))){
const err10 = {instancePath:instancePath+"/mostLike",schemaPath:"#/properties/mostLike/enum",keyword:"enum",params:{allowedValues: schema11.properties.mostLike.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tags !== undefined){
let data5 = data.tags;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err11 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.backgroundImage !== undefined){
if(typeof data.backgroundImage !== "string"){
const err13 = {instancePath:instancePath+"/backgroundImage",schemaPath:"#/properties/backgroundImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.backgroundPosition !== undefined){
if(typeof data.backgroundPosition !== "string"){
const err14 = {instancePath:instancePath+"/backgroundPosition",schemaPath:"#/properties/backgroundPosition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.backgroundRepeat !== undefined){
if(typeof data.backgroundRepeat !== "string"){
const err15 = {instancePath:instancePath+"/backgroundRepeat",schemaPath:"#/properties/backgroundRepeat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.backgroundSize !== undefined){
if(typeof data.backgroundSize !== "string"){
const err16 = {instancePath:instancePath+"/backgroundSize",schemaPath:"#/properties/backgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.buttonStyle !== undefined){
let data11 = data.buttonStyle;
if(typeof data11 !== "string"){
const err17 = {instancePath:instancePath+"/buttonStyle",schemaPath:"#/properties/buttonStyle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data11 === "gradient") || (data11 === "shimmer")) || (data11 === "pixel-art")) || (data11 === "3d-effects")) || (data11 === "rounded-buttons"))){
const err18 = {instancePath:instancePath+"/buttonStyle",schemaPath:"#/properties/buttonStyle/enum",keyword:"enum",params:{allowedValues: schema11.properties.buttonStyle.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.colors !== undefined){
let data12 = data.colors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key1 in data12){
if(!(func2.call(schema11.properties.colors.properties, key1))){
const err19 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data12.accent !== undefined){
if(typeof data12.accent !== "string"){
const err20 = {instancePath:instancePath+"/colors/accent",schemaPath:"#/properties/colors/properties/accent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data12.accentForeground !== undefined){
if(typeof data12.accentForeground !== "string"){
const err21 = {instancePath:instancePath+"/colors/accentForeground",schemaPath:"#/properties/colors/properties/accentForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data12.background !== undefined){
if(typeof data12.background !== "string"){
const err22 = {instancePath:instancePath+"/colors/background",schemaPath:"#/properties/colors/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data12.border !== undefined){
if(typeof data12.border !== "string"){
const err23 = {instancePath:instancePath+"/colors/border",schemaPath:"#/properties/colors/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data12.card !== undefined){
if(typeof data12.card !== "string"){
const err24 = {instancePath:instancePath+"/colors/card",schemaPath:"#/properties/colors/properties/card/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data12.cardBackdropFilter !== undefined){
if(typeof data12.cardBackdropFilter !== "string"){
const err25 = {instancePath:instancePath+"/colors/cardBackdropFilter",schemaPath:"#/properties/colors/properties/cardBackdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data12.cardForeground !== undefined){
if(typeof data12.cardForeground !== "string"){
const err26 = {instancePath:instancePath+"/colors/cardForeground",schemaPath:"#/properties/colors/properties/cardForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.destructive !== undefined){
if(typeof data12.destructive !== "string"){
const err27 = {instancePath:instancePath+"/colors/destructive",schemaPath:"#/properties/colors/properties/destructive/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data12.destructiveForeground !== undefined){
if(typeof data12.destructiveForeground !== "string"){
const err28 = {instancePath:instancePath+"/colors/destructiveForeground",schemaPath:"#/properties/colors/properties/destructiveForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data12.foreground !== undefined){
if(typeof data12.foreground !== "string"){
const err29 = {instancePath:instancePath+"/colors/foreground",schemaPath:"#/properties/colors/properties/foreground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data12.input !== undefined){
if(typeof data12.input !== "string"){
const err30 = {instancePath:instancePath+"/colors/input",schemaPath:"#/properties/colors/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data12.inputBackdropFilter !== undefined){
if(typeof data12.inputBackdropFilter !== "string"){
const err31 = {instancePath:instancePath+"/colors/inputBackdropFilter",schemaPath:"#/properties/colors/properties/inputBackdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.inputBackground !== undefined){
if(typeof data12.inputBackground !== "string"){
const err32 = {instancePath:instancePath+"/colors/inputBackground",schemaPath:"#/properties/colors/properties/inputBackground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.muted !== undefined){
if(typeof data12.muted !== "string"){
const err33 = {instancePath:instancePath+"/colors/muted",schemaPath:"#/properties/colors/properties/muted/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.mutedForeground !== undefined){
if(typeof data12.mutedForeground !== "string"){
const err34 = {instancePath:instancePath+"/colors/mutedForeground",schemaPath:"#/properties/colors/properties/mutedForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data12.popover !== undefined){
if(typeof data12.popover !== "string"){
const err35 = {instancePath:instancePath+"/colors/popover",schemaPath:"#/properties/colors/properties/popover/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data12.popoverBackdropFilter !== undefined){
if(typeof data12.popoverBackdropFilter !== "string"){
const err36 = {instancePath:instancePath+"/colors/popoverBackdropFilter",schemaPath:"#/properties/colors/properties/popoverBackdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data12.popoverForeground !== undefined){
if(typeof data12.popoverForeground !== "string"){
const err37 = {instancePath:instancePath+"/colors/popoverForeground",schemaPath:"#/properties/colors/properties/popoverForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data12.primary !== undefined){
if(typeof data12.primary !== "string"){
const err38 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/properties/colors/properties/primary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data12.primaryForeground !== undefined){
if(typeof data12.primaryForeground !== "string"){
const err39 = {instancePath:instancePath+"/colors/primaryForeground",schemaPath:"#/properties/colors/properties/primaryForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data12.ring !== undefined){
if(typeof data12.ring !== "string"){
const err40 = {instancePath:instancePath+"/colors/ring",schemaPath:"#/properties/colors/properties/ring/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.secondary !== undefined){
if(typeof data12.secondary !== "string"){
const err41 = {instancePath:instancePath+"/colors/secondary",schemaPath:"#/properties/colors/properties/secondary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data12.secondaryForeground !== undefined){
if(typeof data12.secondaryForeground !== "string"){
const err42 = {instancePath:instancePath+"/colors/secondaryForeground",schemaPath:"#/properties/colors/properties/secondaryForeground/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.themeColor !== undefined){
if(typeof data12.themeColor !== "string"){
const err43 = {instancePath:instancePath+"/colors/themeColor",schemaPath:"#/properties/colors/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.fonts !== undefined){
let data37 = data.fonts;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key2 in data37){
if(!(((((key2 === "body") || (key2 === "heading")) || (key2 === "mono")) || (key2 === "sans")) || (key2 === "serif"))){
const err45 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data37.body !== undefined){
if(typeof data37.body !== "string"){
const err46 = {instancePath:instancePath+"/fonts/body",schemaPath:"#/properties/fonts/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data37.heading !== undefined){
if(typeof data37.heading !== "string"){
const err47 = {instancePath:instancePath+"/fonts/heading",schemaPath:"#/properties/fonts/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data37.mono !== undefined){
if(typeof data37.mono !== "string"){
const err48 = {instancePath:instancePath+"/fonts/mono",schemaPath:"#/properties/fonts/properties/mono/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data37.sans !== undefined){
if(typeof data37.sans !== "string"){
const err49 = {instancePath:instancePath+"/fonts/sans",schemaPath:"#/properties/fonts/properties/sans/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data37.serif !== undefined){
if(typeof data37.serif !== "string"){
const err50 = {instancePath:instancePath+"/fonts/serif",schemaPath:"#/properties/fonts/properties/serif/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.corners !== undefined){
let data43 = data.corners;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key3 in data43){
if(!((((((key3 === "none") || (key3 === "sm")) || (key3 === "md")) || (key3 === "lg")) || (key3 === "xl")) || (key3 === "full"))){
const err52 = {instancePath:instancePath+"/corners",schemaPath:"#/properties/corners/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data43.none !== undefined){
if(typeof data43.none !== "string"){
const err53 = {instancePath:instancePath+"/corners/none",schemaPath:"#/properties/corners/properties/none/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data43.sm !== undefined){
if(typeof data43.sm !== "string"){
const err54 = {instancePath:instancePath+"/corners/sm",schemaPath:"#/properties/corners/properties/sm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data43.md !== undefined){
if(typeof data43.md !== "string"){
const err55 = {instancePath:instancePath+"/corners/md",schemaPath:"#/properties/corners/properties/md/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data43.lg !== undefined){
if(typeof data43.lg !== "string"){
const err56 = {instancePath:instancePath+"/corners/lg",schemaPath:"#/properties/corners/properties/lg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data43.xl !== undefined){
if(typeof data43.xl !== "string"){
const err57 = {instancePath:instancePath+"/corners/xl",schemaPath:"#/properties/corners/properties/xl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data43.full !== undefined){
if(typeof data43.full !== "string"){
const err58 = {instancePath:instancePath+"/corners/full",schemaPath:"#/properties/corners/properties/full/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/corners",schemaPath:"#/properties/corners/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.shadows !== undefined){
let data50 = data.shadows;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key4 in data50){
if(!(func2.call(schema11.properties.shadows.properties, key4))){
const err60 = {instancePath:instancePath+"/shadows",schemaPath:"#/properties/shadows/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data50.none !== undefined){
if(typeof data50.none !== "string"){
const err61 = {instancePath:instancePath+"/shadows/none",schemaPath:"#/properties/shadows/properties/none/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data50.sm !== undefined){
if(typeof data50.sm !== "string"){
const err62 = {instancePath:instancePath+"/shadows/sm",schemaPath:"#/properties/shadows/properties/sm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data50.md !== undefined){
if(typeof data50.md !== "string"){
const err63 = {instancePath:instancePath+"/shadows/md",schemaPath:"#/properties/shadows/properties/md/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data50.lg !== undefined){
if(typeof data50.lg !== "string"){
const err64 = {instancePath:instancePath+"/shadows/lg",schemaPath:"#/properties/shadows/properties/lg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data50.xl !== undefined){
if(typeof data50.xl !== "string"){
const err65 = {instancePath:instancePath+"/shadows/xl",schemaPath:"#/properties/shadows/properties/xl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data50.inner !== undefined){
if(typeof data50.inner !== "string"){
const err66 = {instancePath:instancePath+"/shadows/inner",schemaPath:"#/properties/shadows/properties/inner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data50.button !== undefined){
if(typeof data50.button !== "string"){
const err67 = {instancePath:instancePath+"/shadows/button",schemaPath:"#/properties/shadows/properties/button/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data50.card !== undefined){
if(typeof data50.card !== "string"){
const err68 = {instancePath:instancePath+"/shadows/card",schemaPath:"#/properties/shadows/properties/card/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data50.dropdown !== undefined){
if(typeof data50.dropdown !== "string"){
const err69 = {instancePath:instancePath+"/shadows/dropdown",schemaPath:"#/properties/shadows/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/shadows",schemaPath:"#/properties/shadows/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.sidebar !== undefined){
let data60 = data.sidebar;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key5 in data60){
if(!(((key5 === "background") || (key5 === "border")) || (key5 === "backdropFilter"))){
const err71 = {instancePath:instancePath+"/sidebar",schemaPath:"#/properties/sidebar/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data60.background !== undefined){
if(typeof data60.background !== "string"){
const err72 = {instancePath:instancePath+"/sidebar/background",schemaPath:"#/properties/sidebar/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data60.border !== undefined){
if(typeof data60.border !== "string"){
const err73 = {instancePath:instancePath+"/sidebar/border",schemaPath:"#/properties/sidebar/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data60.backdropFilter !== undefined){
if(typeof data60.backdropFilter !== "string"){
const err74 = {instancePath:instancePath+"/sidebar/backdropFilter",schemaPath:"#/properties/sidebar/properties/backdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/sidebar",schemaPath:"#/properties/sidebar/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.switches !== undefined){
let data64 = data.switches;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
for(const key6 in data64){
if(!(((key6 === "checked") || (key6 === "unchecked")) || (key6 === "thumb"))){
const err76 = {instancePath:instancePath+"/switches",schemaPath:"#/properties/switches/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data64.checked !== undefined){
let data65 = data64.checked;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key7 in data65){
if(!(key7 === "background")){
const err77 = {instancePath:instancePath+"/switches/checked",schemaPath:"#/definitions/switchPart/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data65.background !== undefined){
if(typeof data65.background !== "string"){
const err78 = {instancePath:instancePath+"/switches/checked/background",schemaPath:"#/definitions/switchPart/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/switches/checked",schemaPath:"#/definitions/switchPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data64.unchecked !== undefined){
let data67 = data64.unchecked;
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
for(const key8 in data67){
if(!(key8 === "background")){
const err80 = {instancePath:instancePath+"/switches/unchecked",schemaPath:"#/definitions/switchPart/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data67.background !== undefined){
if(typeof data67.background !== "string"){
const err81 = {instancePath:instancePath+"/switches/unchecked/background",schemaPath:"#/definitions/switchPart/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/switches/unchecked",schemaPath:"#/definitions/switchPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data64.thumb !== undefined){
let data69 = data64.thumb;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
for(const key9 in data69){
if(!(key9 === "background")){
const err83 = {instancePath:instancePath+"/switches/thumb",schemaPath:"#/definitions/switchPart/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data69.background !== undefined){
if(typeof data69.background !== "string"){
const err84 = {instancePath:instancePath+"/switches/thumb/background",schemaPath:"#/definitions/switchPart/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/switches/thumb",schemaPath:"#/definitions/switchPart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/switches",schemaPath:"#/properties/switches/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.tables !== undefined){
let data71 = data.tables;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
for(const key10 in data71){
if(!(((((((key10 === "background") || (key10 === "border")) || (key10 === "boxShadow")) || (key10 === "cell")) || (key10 === "header")) || (key10 === "footer")) || (key10 === "row"))){
const err87 = {instancePath:instancePath+"/tables",schemaPath:"#/properties/tables/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data71.background !== undefined){
if(typeof data71.background !== "string"){
const err88 = {instancePath:instancePath+"/tables/background",schemaPath:"#/properties/tables/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data71.border !== undefined){
if(typeof data71.border !== "string"){
const err89 = {instancePath:instancePath+"/tables/border",schemaPath:"#/properties/tables/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data71.boxShadow !== undefined){
if(typeof data71.boxShadow !== "string"){
const err90 = {instancePath:instancePath+"/tables/boxShadow",schemaPath:"#/properties/tables/properties/boxShadow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data71.cell !== undefined){
let data75 = data71.cell;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
for(const key11 in data75){
if(!(key11 === "border")){
const err91 = {instancePath:instancePath+"/tables/cell",schemaPath:"#/properties/tables/properties/cell/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data75.border !== undefined){
if(typeof data75.border !== "string"){
const err92 = {instancePath:instancePath+"/tables/cell/border",schemaPath:"#/properties/tables/properties/cell/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/tables/cell",schemaPath:"#/properties/tables/properties/cell/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data71.header !== undefined){
let data77 = data71.header;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key12 in data77){
if(!((((key12 === "background") || (key12 === "border")) || (key12 === "color")) || (key12 === "backdropFilter"))){
const err94 = {instancePath:instancePath+"/tables/header",schemaPath:"#/definitions/tableSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data77.background !== undefined){
if(typeof data77.background !== "string"){
const err95 = {instancePath:instancePath+"/tables/header/background",schemaPath:"#/definitions/tableSection/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data77.border !== undefined){
if(typeof data77.border !== "string"){
const err96 = {instancePath:instancePath+"/tables/header/border",schemaPath:"#/definitions/tableSection/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data77.color !== undefined){
if(typeof data77.color !== "string"){
const err97 = {instancePath:instancePath+"/tables/header/color",schemaPath:"#/definitions/tableSection/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data77.backdropFilter !== undefined){
if(typeof data77.backdropFilter !== "string"){
const err98 = {instancePath:instancePath+"/tables/header/backdropFilter",schemaPath:"#/definitions/tableSection/properties/backdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/tables/header",schemaPath:"#/definitions/tableSection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data71.footer !== undefined){
let data82 = data71.footer;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
for(const key13 in data82){
if(!((((key13 === "background") || (key13 === "border")) || (key13 === "color")) || (key13 === "backdropFilter"))){
const err100 = {instancePath:instancePath+"/tables/footer",schemaPath:"#/definitions/tableSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data82.background !== undefined){
if(typeof data82.background !== "string"){
const err101 = {instancePath:instancePath+"/tables/footer/background",schemaPath:"#/definitions/tableSection/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data82.border !== undefined){
if(typeof data82.border !== "string"){
const err102 = {instancePath:instancePath+"/tables/footer/border",schemaPath:"#/definitions/tableSection/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data82.color !== undefined){
if(typeof data82.color !== "string"){
const err103 = {instancePath:instancePath+"/tables/footer/color",schemaPath:"#/definitions/tableSection/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data82.backdropFilter !== undefined){
if(typeof data82.backdropFilter !== "string"){
const err104 = {instancePath:instancePath+"/tables/footer/backdropFilter",schemaPath:"#/definitions/tableSection/properties/backdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/tables/footer",schemaPath:"#/definitions/tableSection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data71.row !== undefined){
let data87 = data71.row;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key14 in data87){
if(!((((((key14 === "background") || (key14 === "border")) || (key14 === "color")) || (key14 === "backdropFilter")) || (key14 === "hover")) || (key14 === "selected"))){
const err106 = {instancePath:instancePath+"/tables/row",schemaPath:"#/properties/tables/properties/row/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data87.background !== undefined){
if(typeof data87.background !== "string"){
const err107 = {instancePath:instancePath+"/tables/row/background",schemaPath:"#/properties/tables/properties/row/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data87.border !== undefined){
if(typeof data87.border !== "string"){
const err108 = {instancePath:instancePath+"/tables/row/border",schemaPath:"#/properties/tables/properties/row/properties/border/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data87.color !== undefined){
if(typeof data87.color !== "string"){
const err109 = {instancePath:instancePath+"/tables/row/color",schemaPath:"#/properties/tables/properties/row/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data87.backdropFilter !== undefined){
if(typeof data87.backdropFilter !== "string"){
const err110 = {instancePath:instancePath+"/tables/row/backdropFilter",schemaPath:"#/properties/tables/properties/row/properties/backdropFilter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data87.hover !== undefined){
let data92 = data87.hover;
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
for(const key15 in data92){
if(!((key15 === "background") || (key15 === "color"))){
const err111 = {instancePath:instancePath+"/tables/row/hover",schemaPath:"#/definitions/rowState/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data92.background !== undefined){
if(typeof data92.background !== "string"){
const err112 = {instancePath:instancePath+"/tables/row/hover/background",schemaPath:"#/definitions/rowState/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data92.color !== undefined){
if(typeof data92.color !== "string"){
const err113 = {instancePath:instancePath+"/tables/row/hover/color",schemaPath:"#/definitions/rowState/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/tables/row/hover",schemaPath:"#/definitions/rowState/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data87.selected !== undefined){
let data95 = data87.selected;
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
for(const key16 in data95){
if(!((key16 === "background") || (key16 === "color"))){
const err115 = {instancePath:instancePath+"/tables/row/selected",schemaPath:"#/definitions/rowState/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data95.background !== undefined){
if(typeof data95.background !== "string"){
const err116 = {instancePath:instancePath+"/tables/row/selected/background",schemaPath:"#/definitions/rowState/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data95.color !== undefined){
if(typeof data95.color !== "string"){
const err117 = {instancePath:instancePath+"/tables/row/selected/color",schemaPath:"#/definitions/rowState/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/tables/row/selected",schemaPath:"#/definitions/rowState/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/tables/row",schemaPath:"#/properties/tables/properties/row/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/tables",schemaPath:"#/properties/tables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data.buttons !== undefined){
let data98 = data.buttons;
if(data98 && typeof data98 == "object" && !Array.isArray(data98)){
for(const key17 in data98){
if(!((((((key17 === "default") || (key17 === "destructive")) || (key17 === "ghost")) || (key17 === "link")) || (key17 === "outline")) || (key17 === "secondary"))){
const err121 = {instancePath:instancePath+"/buttons",schemaPath:"#/properties/buttons/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data98.default !== undefined){
if(!(validate11(data98.default, {instancePath:instancePath+"/buttons/default",parentData:data98,parentDataProperty:"default",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data98.destructive !== undefined){
if(!(validate11(data98.destructive, {instancePath:instancePath+"/buttons/destructive",parentData:data98,parentDataProperty:"destructive",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data98.ghost !== undefined){
if(!(validate11(data98.ghost, {instancePath:instancePath+"/buttons/ghost",parentData:data98,parentDataProperty:"ghost",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data98.link !== undefined){
if(!(validate11(data98.link, {instancePath:instancePath+"/buttons/link",parentData:data98,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data98.outline !== undefined){
if(!(validate11(data98.outline, {instancePath:instancePath+"/buttons/outline",parentData:data98,parentDataProperty:"outline",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data98.secondary !== undefined){
if(!(validate11(data98.secondary, {instancePath:instancePath+"/buttons/secondary",parentData:data98,parentDataProperty:"secondary",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err122 = {instancePath:instancePath+"/buttons",schemaPath:"#/properties/buttons/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

/** Validates a theme document against src/schema.json. */
export const validate: SchemaValidateFunction = validate10
export default validate

/** The keys the format lists in each group of variables (the compiler needs only these). */
export const LISTED_GROUP_KEYS: Readonly<Record<string, readonly string[]>> = {"colors":["accent","accentForeground","background","border","card","cardBackdropFilter","cardForeground","destructive","destructiveForeground","foreground","input","inputBackdropFilter","inputBackground","muted","mutedForeground","popover","popoverBackdropFilter","popoverForeground","primary","primaryForeground","ring","secondary","secondaryForeground","themeColor"],"fonts":["body","heading","mono","sans","serif"],"corners":["none","sm","md","lg","xl","full"],"shadows":["none","sm","md","lg","xl","inner","button","card","dropdown"]}
