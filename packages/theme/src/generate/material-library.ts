// The parts of @material/material-color-utilities the generator uses, imported in this one place.
// Version 0.4.0 publishes ESM with a few extensionless relative imports (its schemes import
// '../dynamiccolor/dynamic_scheme'), which bundlers resolve and plain Node refuses. The package
// build therefore bundles this module, and so the library, into dist/generate/material-library.js,
// which lets '@theme-a-roo/theme/generate' load in Node; from source, bundlers read it as it is.
export {
  argbFromRgb,
  blueFromArgb,
  greenFromArgb,
  Hct,
  hexFromArgb,
  QuantizerCelebi,
  redFromArgb,
  SchemeExpressive,
  SchemeNeutral,
  SchemeTonalSpot,
  SchemeVibrant,
  Score,
  type DynamicScheme,
} from '@material/material-color-utilities'
