// What an export writes of a theme: what the theme holds, not what the app fills in around it.
// A theme builds on theme-o-rama's light, dark or color base; those give every theme fonts,
// corners, shadows, buttons and switches that an app the theme is exported to has its own of.
import { listBuiltInThemes } from '../builtins.ts'
import { mergeThemes, resolveInheritance } from '../inherit.ts'
import { clonePlain, isPlainObject, type PlainObject } from '../objects.ts'
import { SAGE_BASE_THEMES } from '../sage-compatibility.ts'
import { makeTwin } from '../twin.ts'
import type { Theme } from '../types.ts'
import { SHADCN_CORE_COLORS } from './shadcn-tokens.ts'

type FindTheme = (name: string) => Theme | undefined

let builtIns: ReadonlyMap<string, Theme> | undefined

function findBuiltIn(name: string): Theme | undefined {
  builtIns ??= new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
  return builtIns.get(name)
}

/** The keys of shadcn's core colours in the colour group (`card-foreground` is cardForeground). */
const CORE_COLOR_KEYS = SHADCN_CORE_COLORS.map((name) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
)

/**
 * The theme as an export writes it, from the theme as it is held (`inherits` kept): its own
 * values and those of the themes it builds on, down to theme-o-rama's base (light, dark or
 * color). Of the base only shadcn's core colours are taken, where the theme has none of its own:
 * a shadcn/ui theme cannot do without them, while fonts, corners and shadows it does not set
 * are the app's own. The result inherits nothing. A theme given resolved keeps all it holds.
 */
export function themeAsExported(theme: Theme, findTheme: FindTheme = findBuiltIn): Theme {
  const own = ownValues(theme, findTheme)
  let resolved: Theme
  try {
    resolved = resolveInheritance(theme, findTheme)
  } catch {
    return own
  }
  const colors = { ...own.colors } as PlainObject
  for (const key of CORE_COLOR_KEYS) {
    const inherited = (resolved.colors as PlainObject | undefined)?.[key]
    if (colors[key] === undefined && inherited !== undefined) colors[key] = inherited
  }
  if (Object.keys(colors).length > 0) own.colors = colors
  if (resolved.mostLike !== undefined) own.mostLike = resolved.mostLike
  return own
}

/** The theme merged with the bases it builds on, down to (not with) theme-o-rama's base. */
function ownValues(theme: Theme, findTheme: FindTheme): Theme {
  let merged = clonePlain<Theme>(theme)
  const seen = new Set([theme.name])
  let base = theme.inherits
  while (base && !SAGE_BASE_THEMES.includes(base) && !seen.has(base)) {
    const found = findTheme(base)
    if (!found) break
    seen.add(base)
    const identity = { name: merged.name, displayName: merged.displayName, tags: merged.tags }
    merged = { ...mergeThemes(found, merged), ...identity }
    base = found.inherits
  }
  delete merged.inherits
  if (merged.tags === undefined) delete merged.tags
  return merged
}

/**
 * The other mode of a theme as it is held, for an export: made from the whole theme (base
 * included, so its colours read as they are shown), holding what the theme's export holds.
 */
export function exportTwin(theme: Theme, findTheme: FindTheme = findBuiltIn): Theme {
  const twin = makeTwin(resolveInheritance(theme, findTheme))
  const shape = themeAsExported(theme, findTheme)
  const picked = pickShape(twin as unknown as PlainObject, shape as unknown as PlainObject)
  return { ...picked, name: twin.name, displayName: twin.displayName, mostLike: twin.mostLike }
}

/** The values of `source` at the places `shape` has values. */
function pickShape(source: PlainObject, shape: PlainObject): Theme {
  const picked: PlainObject = {}
  for (const key of Object.keys(shape)) {
    const [value, wanted] = [source[key], shape[key]]
    if (value === undefined) continue
    picked[key] =
      isPlainObject(wanted) && isPlainObject(value) ? pickShape(value, wanted) : clonePlain(value)
  }
  return picked as unknown as Theme
}
