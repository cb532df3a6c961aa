// Compiles a resolved theme into the CSS custom properties, class and attributes that
// theme-o-rama's applyTheme writes, so that a theme previewed here renders the same in a
// consuming app: 0.4 by default, or 0.2 as the Sage wallet pins it. Unlike applyTheme, values
// that could break out of their declaration are refused, and the background image URL is quoted
// and escaped.
import {
  CONTROL_CHARACTERS,
  cssUrl,
  cssValueProblem,
  isSafeCssUrl,
  isSafeCssValue,
} from './css-values.ts'
import { isForbiddenKey, isPlainObject, pointerSegment, type PlainObject } from './objects.ts'
import { LISTED_GROUP_KEYS } from './schema-validator.generated.ts'
import {
  isTailwindPaletteColor,
  tailwindNamespaceOf,
  tailwindVariableReason,
} from './tailwind-variables.ts'
import { BUTTON_STYLES, type Theme } from './types.ts'
import { TOO_DEEP_REASON, tooDeepVariables } from './var-references.ts'

export { isSafeCssValue }

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

interface CompiledBackground {
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

const BUTTON_STYLE_FLAGS: Readonly<Record<(typeof BUTTON_STYLES)[number], string>> = {
  gradient: '--theme-has-gradient-buttons',
  shimmer: '--theme-has-shimmer-effects',
  'pixel-art': '--theme-has-pixel-art',
  '3d-effects': '--theme-has-3d-effects',
  'rounded-buttons': '--theme-has-rounded-buttons',
}

/** Theme groups whose every key becomes variables: key → [variable name prefixes]. */
const MAPPED_GROUPS = [
  ['colors', ['--', '--color-']],
  ['fonts', ['--font-', '--font-family-']],
  ['corners', ['--corner-', '--radius-']],
  ['shadows', ['--shadow-']],
] as const

/** The same for theme-o-rama 0.2: no Tailwind 4 aliases, and only colour keys are kebab-cased. */
const SAGE_MAPPED_GROUPS = [
  ['colors', ['--'], true],
  ['fonts', ['--font-'], false],
  ['corners', ['--corner-'], false],
  ['shadows', ['--shadow-'], false],
] as const

/** Table parts in applyTheme's order: where in `tables`, variable prefix, properties read. */
const TABLE_PARTS = [
  [[], 'table', ['background', 'border', 'borderRadius', 'boxShadow']],
  [['header'], 'table-header', ['background', 'color', 'border', 'backdropFilter']],
  [['row'], 'table-row', ['background', 'color', 'border', 'backdropFilter']],
  [['row', 'hover'], 'table-row-hover', ['background', 'color']],
  [['row', 'selected'], 'table-row-selected', ['background', 'color']],
  [['cell'], 'table-cell', ['border']],
  [['footer'], 'table-footer', ['background', 'color', 'border', 'backdropFilter']],
] as const

/** Button property → variable suffix, as applyTheme names them. */
const BUTTON_PROPERTIES = [
  ['background', 'background'],
  ['color', 'color'],
  ['border', 'border'],
  ['borderStyle', 'border-style'],
  ['borderWidth', 'border-width'],
  ['borderColor', 'border-color'],
  ['borderRadius', 'radius'],
  ['boxShadow', 'shadow'],
  ['backdropFilter', 'backdrop-filter'],
] as const

const BACKGROUND_DEFAULTS = { size: 'cover', position: 'center', repeat: 'no-repeat' } as const

/** Collects variables and rejections while a theme compiles. */
class Output {
  readonly variables: Record<string, string> = {}
  readonly rejected: RejectedDeclaration[] = []
  private readonly rejectedIds = new Set<string>()
  /** Where in the theme each variable's value came from. */
  private readonly paths = new Map<string, string>()

  /** Lists a refused value once, even when several variables would have used it. */
  reject(property: string, value: unknown, path: string, reason: string): void {
    const id = `${path}\n${property}`
    if (this.rejectedIds.has(id)) return
    this.rejectedIds.add(id)
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    this.rejected.push({ property, value: text, path, reason })
  }

  /** The value when it is a usable string. Missing and empty values are skipped, as applyTheme
   * does; a value missing only its closing brackets or quotes at the end gets them; anything
   * else that is not safe CSS is rejected, on its own, and every other value still applies. */
  check(property: string, value: unknown, path: string): string | undefined {
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value !== 'string') {
      this.reject(property, value, path, 'Expected a string')
      return undefined
    }
    const problem = cssValueProblem(value)
    if (!problem) return value
    if (problem.kind === 'malformed' && problem.repaired) return problem.repaired
    this.reject(property, value, path, problem.reason)
    return undefined
  }

  /** Sets every name to the value when check() accepts it. */
  put(names: readonly string[], value: unknown, path: string): void {
    const usable = this.check(names[0] ?? '', value, path)
    if (usable === undefined) return
    for (const name of names) {
      this.variables[name] = usable
      this.paths.set(name, path)
    }
  }

  /** Takes out the variables whose var() chains a browser could not resolve safely. */
  dropTooDeepReferences(): void {
    for (const name of tooDeepVariables(this.variables)) {
      this.reject(name, this.variables[name], this.paths.get(name) ?? '', TOO_DEEP_REASON)
      delete this.variables[name]
    }
  }
}

/**
 * Compiles a theme whose inheritance is already resolved. Never throws for odd values: a value
 * that is not a string or not safe CSS is listed in `rejected` and not emitted, and so is a
 * variable whose var() references go too deep (see var-references.ts). Variables are produced in
 * applyTheme's order.
 */
export function compileTheme(theme: Theme, options: CompileOptions = {}): CompiledTheme {
  const target = options.target === 'sage' ? 'sage' : DEFAULT_RENDER_TARGET
  const sage = target === 'sage'
  const source = theme as unknown as PlainObject
  const out = new Output()
  compileMappedGroups(source, out, sage)
  const background = compileBackground(source, out, sage)
  compileTables(asObject(source.tables), out)
  compileSidebar(asObject(source.sidebar), out)
  compileButtons(asObject(source.buttons), out)
  const buttonStyle = typeof theme.buttonStyle === 'string' ? theme.buttonStyle : ''
  for (const [style, name] of Object.entries(BUTTON_STYLE_FLAGS)) {
    out.variables[name] = buttonStyle === style ? '1' : '0'
  }
  compileControls(source, out)
  out.dropTooDeepReferences()
  const common = {
    target,
    className: themeClassName(theme.name),
    variables: out.variables,
    ...(background ? { background } : {}),
    hasBackgroundImage: background !== undefined,
    rejected: out.rejected,
  }
  if (!sage) {
    return {
      ...common,
      attributes: { 'data-theme-style': buttonStyle },
      bodyAttributes: {},
      bodyClassNames: [],
      colorScheme: theme.mostLike === 'dark' ? 'dark' : 'light',
      colorSchemeImportant: false,
    }
  }
  // 0.2 marks the root and <body> alike, and writes the scheme the theme is NOT most like.
  const mostLike = theme.mostLike === 'light' || theme.mostLike === 'dark' ? theme.mostLike : ''
  return {
    ...common,
    attributes: { 'data-theme-styles': buttonStyle },
    bodyAttributes: { 'data-theme-styles': buttonStyle },
    bodyClassNames: background ? ['has-background-image'] : [],
    ...(mostLike ? { colorScheme: mostLike === 'light' ? 'dark' : 'light' } : {}),
    colorSchemeImportant: true,
  }
}

/**
 * The first variable a key of the colour, font, corner or shadow group becomes (every key of
 * those groups does, listed by the format or not); undefined for any other place in a theme.
 */
export function groupVariableName(group: string, key: string): string | undefined {
  const prefixes = MAPPED_GROUPS.find(([name]) => name === group)?.[1]
  return prefixes && `${prefixes[0]}${kebab(key)}`
}

/** The keys the format lists in each mapped group. */
const LISTED_KEYS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  MAPPED_GROUPS.map(([group]) => [group, new Set(LISTED_GROUP_KEYS[group] ?? [])]),
)

/** The Tailwind scale each group's keys write by design (see tailwind-variables.ts). */
const GROUP_SCALES: Readonly<Record<string, string>> = {
  colors: '--color-*',
  fonts: '--font-*',
  corners: '--radius-*',
  shadows: '--shadow-*',
}

/**
 * The Tailwind variable a key of the colour, font, corner or shadow group the format does not
 * list would overwrite (see tailwind-variables.ts): one of the variables it compiles to that lies
 * in a namespace other than the group's own scale (`colors.spacing`, `colors.textSm`,
 * `fonts.weight-bold`) or is a colour of Tailwind's palette (`colors.red-500`). Undefined for the
 * format's own fields and for keys that collide with nothing.
 */
export function tailwindVariableOf(group: string, key: string): string | undefined {
  const prefixes = MAPPED_GROUPS.find(([name]) => name === group)?.[1]
  if (!prefixes || LISTED_KEYS.get(group)?.has(key)) return undefined
  return prefixes
    .map((prefix) => `${prefix}${kebab(key)}`)
    .find((name) => {
      const namespace = tailwindNamespaceOf(name)
      return (namespace && namespace !== GROUP_SCALES[group]) || isTailwindPaletteColor(name)
    })
}

/**
 * colors, fonts, corners, shadows: every key, camelCase turned kebab-case (0.2: colours only),
 * except keys that would overwrite Tailwind's own variables, for either target.
 */
function compileMappedGroups(source: PlainObject, out: Output, sage: boolean): void {
  const groups = sage
    ? SAGE_MAPPED_GROUPS
    : MAPPED_GROUPS.map(([group, prefixes]) => [group, prefixes, true] as const)
  for (const [group, prefixes, kebabKeys] of groups) {
    const values = asObject(source[group])
    if (!values) continue
    for (const key of Object.keys(values)) {
      const path = `/${group}/${pointerSegment(key)}`
      const names = prefixes.map((prefix) => prefix + (kebabKeys ? kebab(key) : key))
      const tailwindVariable = tailwindVariableOf(group, key)
      if (!isUsableKey(key)) {
        out.reject(names[0] ?? key, values[key], path, 'Not a usable property name')
      } else if (tailwindVariable) {
        out.reject(tailwindVariable, values[key], path, tailwindVariableReason(tailwindVariable))
      } else {
        out.put(names, values[key], path)
      }
    }
  }
}

function compileBackground(
  source: PlainObject,
  out: Output,
  sage: boolean,
): CompiledBackground | undefined {
  const image = source.backgroundImage
  if (!image) return undefined
  if (typeof image !== 'string') {
    out.reject('--background-image', image, '/backgroundImage', 'Expected a string')
    return undefined
  }
  // applyTheme uses these defaults for missing values; an unsafe value is refused and defaulted.
  const setting = (key: 'size' | 'position' | 'repeat', field: string): string =>
    out.check(`--background-${key}`, source[field], `/${field}`) ?? BACKGROUND_DEFAULTS[key]
  const background: CompiledBackground = {
    image: cssUrl(image),
    size: setting('size', 'backgroundSize'),
    position: setting('position', 'backgroundPosition'),
    repeat: setting('repeat', 'backgroundRepeat'),
    ...(sage ? { element: 'body' } : { attachment: 'fixed' }),
  }
  // Same order as applyTheme: size, position and repeat before the image.
  out.variables['--background-size'] = background.size
  out.variables['--background-position'] = background.position
  out.variables['--background-repeat'] = background.repeat
  out.variables['--background-image'] = background.image
  return background
}

/** Backdrop filters also get a `-webkit` copy, as applyTheme writes for tables and sidebar. */
function withWebkit(name: string, property: string): string[] {
  return property === 'backdropFilter' ? [name, `${name}-webkit`] : [name]
}

function compileTables(tables: PlainObject | undefined, out: Output): void {
  if (!tables) return
  for (const [at, prefix, properties] of TABLE_PARTS) {
    const part = at.reduce<PlainObject | undefined>((node, key) => asObject(node?.[key]), tables)
    if (!part) continue
    for (const property of properties) {
      const path = ['/tables', ...at, property].join('/')
      out.put(withWebkit(`--${prefix}-${kebab(property)}`, property), part[property], path)
    }
  }
}

function compileSidebar(sidebar: PlainObject | undefined, out: Output): void {
  if (!sidebar) return
  for (const property of ['background', 'backdropFilter', 'border']) {
    const names = withWebkit(`--sidebar-${kebab(property)}`, property)
    out.put(names, sidebar[property], `/sidebar/${property}`)
  }
}

function compileButtons(buttons: PlainObject | undefined, out: Output): void {
  if (!buttons) return
  for (const variant of Object.keys(buttons)) {
    const config = asObject(buttons[variant])
    if (!config) continue
    const path = `/buttons/${pointerSegment(variant)}`
    if (!isUsableKey(variant)) {
      out.reject(`--btn-${variant}`, config, path, 'Not a usable property name')
      continue
    }
    const prefix = `--btn-${variant}`
    for (const [property, suffix] of BUTTON_PROPERTIES) {
      out.put([`${prefix}-${suffix}`], config[property], `${path}/${property}`)
    }
    for (const state of ['hover', 'active']) {
      const stateConfig = asObject(config[state])
      if (!stateConfig) continue
      for (const [property, suffix] of [...BUTTON_PROPERTIES, ['transform', 'transform']]) {
        const name = `${prefix}-${state}-${suffix}`
        out.put([name], stateConfig[property], `${path}/${state}/${property}`)
      }
    }
  }
}

/** --input-background (again, after the colours) and the switches. */
function compileControls(source: PlainObject, out: Output): void {
  const colors = asObject(source.colors)
  if (colors?.inputBackground) {
    out.put(['--input-background'], colors.inputBackground, '/colors/inputBackground')
  } else if (colors?.input) {
    out.put(['--input-background'], colors.input, '/colors/input')
  }
  const switches = asObject(source.switches)
  if (!switches) return
  for (const part of ['checked', 'unchecked', 'thumb']) {
    const value = asObject(switches[part])?.background
    out.put([`--switch-${part}-background`], value, `/switches/${part}/background`)
  }
}

/**
 * The CSS holding the whole theme: one rule with color-scheme, every variable and (0.4) the
 * background; for Sage, whose runtime paints the background on <body>, a second rule for
 * `bodySelector` (`body` for `:root`, else the selector itself, so a scoped preview stays
 * scoped). Apps apply a theme by replacing the text of a single <style> element, so nothing of
 * the previous theme survives. Declarations that fail the safety check (e.g. from a hand-made
 * CompiledTheme) are left out.
 */
export function compiledThemeToCss(
  compiled: CompiledTheme,
  selector = ':root',
  bodySelector = selector === ':root' ? 'body' : selector,
): string {
  for (const candidate of [selector, bodySelector]) {
    if (/[{};<]|\/\*/.test(candidate) || CONTROL_CHARACTERS.test(candidate)) {
      throw new Error(`Unsafe CSS selector: ${candidate}`)
    }
  }
  const lines: string[] = []
  if (compiled.colorScheme) {
    const scheme = compiled.colorScheme === 'dark' ? 'dark' : 'light'
    lines.push(`  color-scheme: ${scheme}${compiled.colorSchemeImportant ? ' !important' : ''};`)
  }
  for (const [name, value] of Object.entries(compiled.variables)) {
    const safe = name === '--background-image' ? isSafeCssUrl(value) : isSafeCssValue(value)
    if (CUSTOM_PROPERTY.test(name) && safe) lines.push(`  ${name}: ${value};`)
  }
  const background = backgroundDeclarations(compiled.background)
  if (compiled.background?.element === 'body' && bodySelector !== selector) {
    const rule = `${selector} {\n${lines.join('\n')}\n}\n`
    return background.length ? `${rule}${bodySelector} {\n${background.join('\n')}\n}\n` : rule
  }
  return `${selector} {\n${[...lines, ...background].join('\n')}\n}\n`
}

function backgroundDeclarations(background: CompiledBackground | undefined): string[] {
  if (!background || !isSafeCssUrl(background.image)) return []
  const lines = [`  background-image: ${background.image};`]
  for (const [property, value] of [
    ['background-size', background.size],
    ['background-position', background.position],
    ['background-repeat', background.repeat],
    ['background-attachment', background.attachment],
  ] as const) {
    if (value !== undefined && isSafeCssValue(value)) lines.push(`  ${property}: ${value};`)
  }
  return lines
}

const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/

/** A theme key must be a plain identifier to become part of a custom property name. */
function isUsableKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(key) && !isForbiddenKey(key)
}

function themeClassName(name: unknown): string {
  const text = typeof name === 'string' ? name : String(name)
  // classList.add throws for whitespace; theme-o-rama then falls back to a fixed class.
  return /[\t\n\f\r ]/.test(text) ? 'theme-invalid-name' : `theme-${text}`
}

function kebab(key: string): string {
  return key.replace(/([A-Z])/g, '-$1').toLowerCase()
}

function asObject(value: unknown): PlainObject | undefined {
  return isPlainObject(value) ? value : undefined
}
