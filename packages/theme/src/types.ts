/**
 * A theme document in the theme-o-rama format, schemaVersion 1. `schema.json` is the source of
 * truth for validation; these types mirror it field for field.
 */

export type MostLike = 'light' | 'dark'

export const BUTTON_STYLES = [
  'gradient',
  'shimmer',
  'pixel-art',
  '3d-effects',
  'rounded-buttons',
] as const
export type ButtonStyle = (typeof BUTTON_STYLES)[number]

export interface ThemeColors {
  accent?: string
  accentForeground?: string
  background?: string
  border?: string
  card?: string
  cardBackdropFilter?: string
  cardForeground?: string
  destructive?: string
  destructiveForeground?: string
  foreground?: string
  input?: string
  inputBackdropFilter?: string
  inputBackground?: string
  muted?: string
  mutedForeground?: string
  popover?: string
  popoverBackdropFilter?: string
  popoverForeground?: string
  primary?: string
  primaryForeground?: string
  ring?: string
  secondary?: string
  secondaryForeground?: string
  themeColor?: string
}

export interface ThemeFonts {
  body?: string
  heading?: string
  mono?: string
  sans?: string
  serif?: string
}

export interface ThemeCorners {
  none?: string
  sm?: string
  md?: string
  lg?: string
  xl?: string
  full?: string
}

export interface ThemeShadows {
  none?: string
  sm?: string
  md?: string
  lg?: string
  xl?: string
  inner?: string
  button?: string
  card?: string
  dropdown?: string
}

export interface ThemeSidebar {
  background?: string
  border?: string
  backdropFilter?: string
}

export interface ThemeSwitches {
  checked?: { background?: string }
  unchecked?: { background?: string }
  thumb?: { background?: string }
}

export interface TableSection {
  background?: string
  border?: string
  color?: string
  backdropFilter?: string
}

export interface TableRow extends TableSection {
  hover?: { background?: string; color?: string }
  selected?: { background?: string; color?: string }
}

export interface ThemeTables {
  background?: string
  border?: string
  boxShadow?: string
  cell?: { border?: string }
  header?: TableSection
  footer?: TableSection
  row?: TableRow
}

export interface ButtonStateStyle {
  background?: string
  borderColor?: string
  borderStyle?: string
  boxShadow?: string
  color?: string
  transform?: string
}

export interface ButtonVariantStyle {
  background?: string
  backdropFilter?: string
  border?: string
  borderColor?: string
  borderRadius?: string
  borderStyle?: string
  borderWidth?: string
  boxShadow?: string
  color?: string
  hover?: ButtonStateStyle
  active?: ButtonStateStyle
}

export const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'ghost',
  'link',
  'outline',
  'secondary',
] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]
export type ThemeButtons = Partial<Record<ButtonVariant, ButtonVariantStyle>>

export interface Theme {
  name: string
  displayName: string
  schemaVersion: 1
  inherits?: string
  mostLike?: MostLike
  tags?: string[]
  backgroundImage?: string
  backgroundPosition?: string
  backgroundRepeat?: string
  backgroundSize?: string
  buttonStyle?: ButtonStyle
  colors?: ThemeColors
  fonts?: ThemeFonts
  corners?: ThemeCorners
  shadows?: ThemeShadows
  sidebar?: ThemeSidebar
  switches?: ThemeSwitches
  tables?: ThemeTables
  buttons?: ThemeButtons
}
