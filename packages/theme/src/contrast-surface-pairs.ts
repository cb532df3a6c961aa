/**
 * The pairs of text on the theme's surfaces: its colour pairs (text on the page, cards, fills,
 * fields and the sidebar), its tables and its switches. Apart from the buttons' pairs
 * (contrast-buttons.ts), whose states and button styles are a concern of their own.
 */
import type { Rgb } from './color.ts'
import {
  CONTRAST_CONTROL_AA,
  filtered,
  layer,
  lazy,
  needColor,
  textPair,
  type Colors,
  type PairRecipe,
  type Surfaces,
} from './contrast-pair.ts'
import type { Theme } from './types.ts'

/**
 * The pair as a person reads it, the text colour, the fill it sits on (none: the surface itself),
 * and what the fill covers.
 */
const COLOR_PAIRS: readonly [
  label: string,
  text: keyof Colors,
  fill: keyof Colors | undefined,
  on: keyof Surfaces,
][] = [
  ['Text on background', 'foreground', undefined, 'page'],
  ['Text on card', 'cardForeground', undefined, 'card'],
  ['Text on popover', 'popoverForeground', undefined, 'popover'],
  ['Text on primary', 'primaryForeground', 'primary', 'onPageOrCard'],
  ['Text on secondary', 'secondaryForeground', 'secondary', 'onPageOrCard'],
  ['Muted text on muted', 'mutedForeground', 'muted', 'onPageOrCard'],
  ['Muted text on background', 'mutedForeground', undefined, 'page'],
  ['Muted text on card', 'mutedForeground', undefined, 'card'],
  ['Text on accent', 'accentForeground', 'accent', 'onPageCardOrPopover'],
  ['Text on destructive', 'destructiveForeground', 'destructive', 'onPageOrCard'],
]

export function colorPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const c = theme.colors ?? {}
  const pairs = COLOR_PAIRS.map(([label, text, fill, on]) =>
    textPair(label, ['colors', text], needColor(theme, text), () =>
      fill ? layer(needColor(theme, fill), surfaces[on]()) : surfaces[on](),
    ),
  )
  // Fields and the sidebar show the page's text colour on their own surfaces.
  const foreground = needColor(theme, 'foreground')
  const input = c.inputBackground
  if (input !== undefined) {
    pairs.push(
      textPair('Text in input fields', ['colors', 'foreground'], foreground, () =>
        layer(input, filtered(surfaces.onPageOrCard(), c.inputBackdropFilter)),
      ),
    )
  }
  const sidebar = theme.sidebar
  const sidebarBackground = sidebar?.background
  if (sidebarBackground !== undefined) {
    pairs.push(
      textPair('Text on sidebar', ['colors', 'foreground'], foreground, () =>
        layer(sidebarBackground, filtered(surfaces.page(), sidebar?.backdropFilter)),
      ),
    )
  }
  return pairs
}

/** Table text on each part of a table; an unset text colour is the one it defaults to. */
export function tablePairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const c = theme.colors ?? {}
  const t = theme.tables ?? {}
  const table = lazy(() => layer(t.background, surfaces.onPageOrCard()))
  const row = lazy(() => layer(t.row?.background, filtered(table(), t.row?.backdropFilter)))
  const parts: [
    label: string,
    path: string[],
    own: string | undefined,
    fallback: keyof Colors,
    surface: () => Rgb[],
  ][] = [
    [
      'Text on table header',
      ['header'],
      t.header?.color,
      'mutedForeground',
      () => layer(t.header?.background, filtered(table(), t.header?.backdropFilter)),
    ],
    ['Text on table row', ['row'], t.row?.color, 'foreground', row],
    [
      'Text on hovered table row',
      ['row', 'hover'],
      t.row?.hover?.color,
      'foreground',
      () => layer(t.row?.hover?.background ?? c.muted, row()),
    ],
    [
      'Text on selected table row',
      ['row', 'selected'],
      t.row?.selected?.color,
      'accentForeground',
      () => layer(t.row?.selected?.background ?? c.accent, row()),
    ],
    [
      'Text on table footer',
      ['footer'],
      t.footer?.color,
      'mutedForeground',
      () => layer(t.footer?.background ?? c.muted, filtered(table(), t.footer?.backdropFilter)),
    ],
  ]
  return parts.map(([label, path, own, fallback, surface]) => {
    const field = own !== undefined ? ['tables', ...path, 'color'] : ['colors', fallback]
    return textPair(label, field, own ?? c[fallback], surface)
  })
}

/** A switch's colours: its thumb and its two tracks, each the format's default when unset. */
export function switchColors(theme: Theme): Record<'thumb' | 'checked' | 'unchecked', string> {
  const sw = theme.switches ?? {}
  return {
    thumb: sw.thumb?.background ?? needColor(theme, 'background'),
    checked: sw.checked?.background ?? needColor(theme, 'primary'),
    unchecked: sw.unchecked?.background ?? theme.colors?.input ?? needColor(theme, 'border'),
  }
}

/** The pair of a switch's thumb and its track in one state, as the contrast list names it. */
export function switchPairLabel(state: 'checked' | 'unchecked'): string {
  return `Switch thumb on ${state} track`
}

/**
 * A switch's thumb must stand out from its track in both states (a control, so 3:1); the thumb
 * is set on its own, never through the page colour it defaults to.
 */
export function switchPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const colors = switchColors(theme)
  return (['checked', 'unchecked'] as const).map((state) =>
    textPair(
      switchPairLabel(state),
      ['switches', 'thumb', 'background'],
      colors.thumb,
      () => layer(colors[state], surfaces.onPageOrCard()),
      CONTRAST_CONTROL_AA,
    ),
  )
}
