// Public API of the theme engine. Each module owns one concern; see README.md for usage.
export * from './types.ts'
export { themeSchema } from './schema.ts'
export {
  parseTheme,
  readTheme,
  findSchemaViolations,
  ThemeValidationError,
  type ReadTheme,
} from './validate.ts'
export type { SchemaViolation } from './schema-violation.ts'
export {
  MAX_ARRAY_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TAG_LENGTH,
  MAX_THEME_JSON_LENGTH,
  MAX_THEME_LISTED_LENGTH,
} from './theme-limits.ts'
export { invisibleCharacterIn } from './invisible-characters.ts'
export { MAX_COLOR_NUMBER } from './css-numbers.ts'
export { removeUnknownProperties } from './unknown-properties.ts'
export { withoutTailwindVariables } from './tailwind-key-refusals.ts'
export { resolveInheritance, mergeThemes, ThemeInheritanceError } from './inherit.ts'
export { compileTheme } from './css.ts'
export {
  DEFAULT_RENDER_TARGET,
  RENDER_TARGETS,
  type CompileOptions,
  type CompiledTheme,
  type RenderTarget,
  type RejectedDeclaration,
} from './css-compiled.ts'
export { compiledThemeToCss } from './css-text.ts'
export { isSafeCssValue } from './css-values.ts'
export { cssUrl, isSafeCssUrl } from './css-values.ts'
export {
  parseCssColor,
  readCssColor,
  isOutsideSrgb,
  gamutMapToSrgb,
  hslStringToRgb,
  rgbToHsv,
  hsvToRgb,
  DEFAULT_THEME_COLOR,
  type Rgb,
  type Rgba,
  type Hsv,
  type CssColor,
} from './color.ts'
export { isMostlyLight, contrastRatio } from './color-contrast.ts'
export { formatCssColor, rgbToHslString } from './color-writing.ts'
export { findColors, mapColorsInValue, writeColorLike, type FoundColor } from './color-values.ts'
export { themeNameSlug } from './names.ts'
export { PREVIEW_CARD_SIZE, PREVIEW_CARD_SWATCHES } from './preview-card.ts'
export { proseList } from './prose-list.ts'
export { isPlainObject, type PlainObject } from './objects.ts'
export {
  classifyImageReference,
  needsSeparateUpload,
  storedImageKey,
  storedImageReference,
  type ImageReferenceKind,
} from './image-reference.ts'
export { privateNetworkHost, privateBackgroundRefusal } from './network-address.ts'
export {
  checkThemeContrast,
  measureThemeContrast,
  fixContrast,
  type ContrastCheck,
  type SkippedPair,
} from './contrast.ts'
export { colorStops, CONTRAST_AA, CONTRAST_AAA, type ContrastPair } from './contrast-pair.ts'
export { UNREAD_IMAGE } from './contrast-samples.ts'
export { imageBackdropsFromPixels, IMAGE_GRID_COLUMNS, IMAGE_GRID_ROWS } from './image-backdrops.ts'
// An image's type and size from its header, and the size past which no image is decoded.
export { imageTypeOf, type ImageType } from './image-header/image-type.ts'
export {
  HEADER_BYTES,
  headerDimensions,
  sizeMayComeLater,
  type ImageDimensions,
} from './image-header/image-dimensions.ts'
export {
  imageTooLargeMessage,
  isTooLargeToDecode,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
} from './image-header/image-limits.ts'
export { colorsAsPainted, UnmeasurableColorError } from './painted-colors.ts'
export { fixContrastGroup, fixAllContrast, isFixable, type ContrastFix } from './contrast-fixes.ts'
export { mapThemeColors, type ColorChange } from './theme-colors.ts'
export { makeTwin, themeMode, reachContrastTargets } from './twin.ts'
// Themes generated from a seed colour or an image: the subpath '@theme-a-roo/theme/generate'.
// Colour-vision simulation: the preview's filter matrices and the swatches that come to look alike.
export {
  visionMatrix,
  simulateVision,
  VISIONS,
  type Vision,
  type SimulatedVision,
  type VisionMatrix,
  type MatrixSpace,
} from './vision/matrices.ts'
export {
  findLookAlikes,
  LOOK_ALIKE_DIFFERENCE,
  type LookAlike,
  type SwatchName,
} from './vision/look-alikes.ts'
// Palette-wide adjustments: hue, saturation and lightness sliders, and presets.
export { adjustThemeColors, NO_ADJUSTMENT, type ColorAdjustment } from './adjust/adjust-colors.ts'
export {
  ADJUSTMENT_PRESETS,
  type AdjustmentPreset,
  type AdjustmentPresetId,
} from './adjust/presets.ts'
// What the Sage wallet (theme-o-rama 0.2) would do with a theme.
export {
  checkSageCompatibility,
  SAGE_BASE_THEMES,
  type SageCheckOptions,
  type SageFinding,
  type SageFindingId,
  type SageFix,
} from './sage-compatibility.ts'
export {
  listBuiltInThemes,
  isHiddenTheme,
  BUILT_IN_THEME_NAMES,
  type BuiltInTheme,
} from './builtins.ts'
// Formats: shadcn/ui CSS variables, theme CSS and registry items (one block; other formats add theirs).
export * from './formats/types.ts'
export {
  themeToVariables,
  SHADCN_VARIABLE_ORDER,
  type ThemeVariable,
  type VariableKind,
} from './formats/css-variables.ts'
export { variablesToTheme, type VariablesTheme } from './formats/variables-to-theme.ts'
export { exportShadcnCss, readShadcnCss, type ShadcnCssOptions } from './formats/shadcn-css.ts'
export { shadcnVariables } from './formats/shadcn-variables.ts'
export { exportShadcnRegistryItem, readShadcnRegistryItem } from './formats/shadcn-registry.ts'
export { listCssThemes, type CssTheme } from './formats/css-themes.ts'
export { readCssBlocks, type CssBlock, type CssBlocks } from './formats/css-blocks.ts'
export {
  SHADCN_BASE_COLORS,
  DEFAULT_SHADCN_BASE_COLOR,
  type ShadcnBaseColor,
} from './formats/shadcn-base-colors.ts'
export { SHADCN_COLOR_TOKENS } from './formats/shadcn-tokens.ts'
export { themeAsExported, exportTwin } from './formats/export-values.ts'
// Design Tokens (DTCG 2025.10) files: export and import.
export { exportDesignTokens, DESIGN_TOKENS_EXTENSION } from './formats/design-tokens.ts'
export { readDesignTokens, type ImportedTokens } from './formats/design-tokens-read.ts'
export type {
  TokenMappingEdits,
  TokenMappingRow,
  TokenMappingValue,
} from './formats/dtcg-mapping.ts'
// One entry each way over every format.
export { exportThemeModes, readThemeText, type ModeFormat } from './formats/index.ts'
// Editing: one field by its path, the changes between two versions, every field of the format.
export { readField, writeField, isInheritable, traceField, type FieldTrace } from './edit/fields.ts'
export { diffThemes, applyPatch, type ThemeChange, type ThemePatch } from './edit/patch.ts'
export {
  FIELD_CATALOGUE,
  FIELD_GROUPS,
  searchFields,
  type FieldGroup,
  type FieldKind,
  type FieldSpec,
} from './edit/field-catalogue.ts'
// Export in any format: theme-o-rama files (their image embedded) and the formats above.
export {
  exportThemeORama,
  selfContainedTheme,
  themeFileName,
  type BackgroundImageContent,
  type ThemeFileOptions,
} from './formats/theme-o-rama.ts'
export { exportTheme, type ThemeExportOptions } from './edit/export.ts'
export { resolveThemeInLibrary, type ThemeLookup } from './edit/library.ts'
