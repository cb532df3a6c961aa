// What compiling a theme gives: the compiled theme (variables, attributes, background), the values
// refused on the way, and the runtime it reproduces. Apart from css.ts so that the compiler's
// parts (css-sections.ts) and the CSS writer (css-text.ts) share these types without a cycle.

/** A theme value that was not emitted, and why. */
export interface RejectedDeclaration {
  /** The CSS property it would have set, e.g. '--primary' or 'background-size'. */
  property: string
  /** The value as found in the theme (non-strings are shown as JSON). */
  value: string
  /** JSON pointer of the value in the theme, e.g. '/colors/primary'. */
  path: string
  reason: string
}

/**
 * The runtime whose output to reproduce: theme-o-rama 0.4, or theme-o-rama 0.2 as the Sage
 * wallet pins it (no Tailwind 4 aliases, button style and background on <body>, color-scheme
 * inverted).
 */
export type RenderTarget = 'theme-o-rama-0.4' | 'sage'
export const RENDER_TARGETS: readonly RenderTarget[] = ['theme-o-rama-0.4', 'sage']
export const DEFAULT_RENDER_TARGET: RenderTarget = 'theme-o-rama-0.4'

export interface CompileOptions {
  target?: RenderTarget
}

export interface CompiledBackground {
  /** A CSS `url("…")` value with the URL escaped. */
  image: string
  size: string
  position: string
  repeat: string
  /** theme-o-rama 0.4 fixes the background to the viewport; 0.2 leaves it scrolling. */
  attachment?: 'fixed'
  /** Sage's runtime paints it on <body>; otherwise the root does. */
  element?: 'body'
}

/** The fields added for Sage are optional, so CompiledTheme objects made by hand still type. */
export interface CompiledTheme {
  /** Absent means theme-o-rama 0.4. */
  target?: RenderTarget
  /** Class for the themed root: `theme-<name>`. */
  className: string
  /** Attributes of the root: `data-theme-style` (0.4) or `data-theme-styles` (Sage). */
  attributes: Record<string, string>
  /** Attributes of <body>: none for 0.4, `data-theme-styles` for Sage. */
  bodyAttributes?: Record<string, string>
  /** Classes of <body>: `has-background-image` for Sage when a background image is set. */
  bodyClassNames?: string[]
  /** Absent when the target writes none (Sage, for a theme without `mostLike`). */
  colorScheme?: 'dark' | 'light'
  /** Sage writes color-scheme with `!important`. */
  colorSchemeImportant?: boolean
  /** Every custom property applyTheme writes for this theme, name → value. */
  variables: Record<string, string>
  background?: CompiledBackground
  /** True when a background image is set; apps add the class `has-background-image`. */
  hasBackgroundImage: boolean
  rejected: RejectedDeclaration[]
}
