// The compiler's parts: collecting variables and refusals while a theme compiles, and writing each
// part of a theme (mapped groups, background, tables, sidebar, buttons, controls) in applyTheme's
// order and naming. Apart from css.ts, which puts the parts together into a compiled theme.
import { cssUrl, cssValueProblem } from './css-values.ts'
import type { CompiledBackground, RejectedDeclaration } from './css-compiled.ts'
import { isUsableKey, kebab, MAPPED_GROUPS, tailwindVariableOf } from './css-variable-names.ts'
import { isPlainObject, pointerSegment, type PlainObject } from './objects.ts'
import { tailwindVariableReason } from './tailwind-variables.ts'
import { TOO_DEEP_REASON, tooDeepVariables } from './var-references.ts'

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
export class Output {
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
 * colors, fonts, corners, shadows: every key, camelCase turned kebab-case (0.2: colours only),
 * except keys that would overwrite Tailwind's own variables, for either target.
 */
export function compileMappedGroups(source: PlainObject, out: Output, sage: boolean): void {
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

export function compileBackground(
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

export function compileTables(tables: PlainObject | undefined, out: Output): void {
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

export function compileSidebar(sidebar: PlainObject | undefined, out: Output): void {
  if (!sidebar) return
  for (const property of ['background', 'backdropFilter', 'border']) {
    const names = withWebkit(`--sidebar-${kebab(property)}`, property)
    out.put(names, sidebar[property], `/sidebar/${property}`)
  }
}

export function compileButtons(buttons: PlainObject | undefined, out: Output): void {
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
export function compileControls(source: PlainObject, out: Output): void {
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

export function asObject(value: unknown): PlainObject | undefined {
  return isPlainObject(value) ? value : undefined
}
