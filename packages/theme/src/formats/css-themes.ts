// Which theme, and which of its modes, each block of a stylesheet sets. Most files hold one theme
// (`:root` and `.dark`); a theme gallery such as shadcn/ui's themes.css holds many, each under a
// class of its own (`.theme-zinc`, `.dark .theme-zinc`), and the reader reads the one chosen.
import type { MostLike } from '../types.ts'
import { readCssBlocks, type CssBlock } from './css-blocks.ts'
import { isThemeVariableName } from './css-variables.ts'
import { ThemeImportError } from './types.ts'

/** One theme a stylesheet holds. */
export interface CssTheme {
  /**
   * The class or attribute its blocks are scoped to (`.theme-zinc`, `[data-theme=ocean]`), or ''
   * for the file's own `:root` and `.dark`. Give it as the `cssTheme` import option to read it.
   */
  selector: string
  /** The modes its blocks set: light (`.theme-zinc`) and dark (`.dark .theme-zinc`). */
  modes: MostLike[]
}

/** Where one block's variables go: a theme's mode, or every theme (`@theme`). */
export type Placement = { selector: string; mode: MostLike } | 'theme'

/** The themes a stylesheet holds, the file's own (selector '') first, then in file order. */
export function listCssThemes(text: string): CssTheme[] {
  return themesIn(readCssBlocks(text).blocks)
}

export function themesIn(blocks: readonly CssBlock[]): CssTheme[] {
  const themes = new Map<string, Set<MostLike>>()
  for (const block of blocks) {
    if (!block.declarations.some(([name]) => isThemeVariableName(name))) continue
    for (const placement of placementsOf(block) ?? []) {
      if (placement === 'theme') continue
      const modes = themes.get(placement.selector) ?? new Set<MostLike>()
      themes.set(placement.selector, modes.add(placement.mode))
    }
  }
  const listed = [...themes].map(([selector, modes]) => ({
    selector,
    modes: (['light', 'dark'] as const).filter((mode) => modes.has(mode)),
  }))
  return listed.sort((a, b) => Number(b.selector === '') - Number(a.selector === ''))
}

/** The theme to read: the one asked for, else the file's own, else the first. */
export function chooseCssTheme(themes: readonly CssTheme[], asked?: string): CssTheme | undefined {
  if (asked === undefined) return themes[0]
  const wanted = normalised(asked)
  const found = themes.find(({ selector }) => selector === wanted)
  if (found) return found
  const held = themes.map(({ selector }) => cssThemeLabel(selector)).join(', ')
  throw new ThemeImportError(
    `This CSS holds no theme "${asked}"${held ? `; it holds ${held}` : ''}.`,
  )
}

/** How a note names a theme of the file. */
export function cssThemeLabel(selector: string): string {
  return selector === '' ? ':root and .dark' : selector
}

/**
 * Where a block's variables go; undefined for a block that sets no theme (a component's own
 * variables, a selector with combinators). `@layer` and `@supports` wrappers are looked through;
 * `@media (prefers-color-scheme: dark)` makes a light block dark.
 */
export function placementsOf({ preludes }: CssBlock): Placement[] | undefined {
  let media: MostLike | undefined
  for (const wrapper of preludes.slice(0, -1)) {
    const at = wrapper.toLowerCase().replace(/ /g, '')
    if (at.startsWith('@layer') || at.startsWith('@supports')) continue
    const scheme = /^@media\(prefers-color-scheme:(light|dark)\)$/.exec(at)?.[1]
    if (!scheme) return undefined
    media = scheme as MostLike
  }
  const own = normalised(preludes[preludes.length - 1] ?? '')
  if (/^@theme( |$)/.test(own)) return ['theme']
  const placements: Placement[] = []
  for (const part of own.split(',')) {
    const placement = placementOf(part.trim())
    if (!placement) return undefined
    const mode = placement.mode === 'light' ? (media ?? 'light') : placement.mode
    placements.push({ selector: placement.selector, mode })
  }
  return placements.length > 0 ? placements : undefined
}

function normalised(selector: string): string {
  return selector.toLowerCase().replace(/["']/g, '').replace(/\s+/g, ' ').trim()
}

const ROOTS = new Set([':root', ':host', 'html'])
const SIMPLE_SELECTOR = /\.[a-z0-9_-]+|\[[a-z0-9_-]+(?:=[a-z0-9_-]+)?\]|:root|:host|html/g

/**
 * One selector of a block, e.g. `.dark .theme-zinc`: the mode its markers name (`.dark`,
 * `[data-theme=dark]`, ...; light when none) and the class or attribute left, the theme's own.
 */
function placementOf(selector: string): { selector: string; mode: MostLike } | undefined {
  const modes = new Set<MostLike>()
  const scope: string[] = []
  for (const compound of selector.split(' ')) {
    const simples = compound.match(SIMPLE_SELECTOR) ?? []
    if (simples.join('') !== compound) return undefined
    for (const simple of simples) {
      const mode = MODE_MARKERS.get(simple)
      if (mode) modes.add(mode)
      else if (!ROOTS.has(simple)) scope.push(simple)
    }
  }
  if (modes.size > 1 || scope.length > 1) return undefined
  return { selector: scope[0] ?? '', mode: modes.has('dark') ? 'dark' : 'light' }
}

const MODE_MARKERS = new Map<string, MostLike>()
for (const mode of ['light', 'dark'] as const) {
  for (const marker of [`.${mode}`, `[data-theme=${mode}]`, `[data-mode=${mode}]`]) {
    MODE_MARKERS.set(marker, mode)
  }
}
