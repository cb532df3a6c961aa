/**
 * Swatches of the Designer's preview that sit side by side and that someone with a colour-vision
 * deficiency could no longer tell apart, though they are plainly different to typical vision.
 */
import { differenceCiede2000, modeLab65, useMode, type Color } from 'culori/fn'
import { toCssColor, toRgba, type Rgb } from '../color.ts'
import { compositeOver, WHITE } from '../color-contrast.ts'
import { findColors } from '../color-values.ts'
import { switchColors } from '../contrast-surface-pairs.ts'
import type { Theme } from '../types.ts'
import { simulateVision, type SimulatedVision } from './matrices.ts'

// CIEDE2000 compares colours in CIELAB under D65.
useMode(modeLab65)
const difference = differenceCiede2000()

/**
 * Two colours count as alike below this CIEDE2000 difference. About 2 is the least difference
 * people notice between large patches compared with care; below about 10, small patches such as
 * buttons and switch tracks read as shades of one colour rather than as two colours, and these
 * must tell two meanings apart at a glance. A dark red and a dark green of the same lightness
 * (#c62828, #2e7d32: 63 apart) come out about 5 apart under deuteranopia; a near-black primary
 * beside a red stays above 20 under every vision.
 */
export const LOOK_ALIKE_DIFFERENCE = 10

/** What the note calls each swatch. */
export type SwatchName = 'Primary' | 'Secondary' | 'Destructive' | 'Switch on' | 'Switch off'

/*
 * The pairs that sit next to each other in the preview (DesignerPreview.tsx): the Default,
 * Secondary and Destructive buttons share the card's row of buttons (at the pane's widths it wraps,
 * which puts Destructive just under Default and Secondary, beside the Link in primary), the Badge
 * and Secondary badge repeat the first two, and the On and Off switches stand side by side. The
 * preview shows no charts, and the format has no success or warning colours: no pairs for those.
 */
const SIDE_BY_SIDE: readonly (readonly [SwatchName, SwatchName])[] = [
  ['Primary', 'Secondary'],
  ['Primary', 'Destructive'],
  ['Secondary', 'Destructive'],
  ['Switch on', 'Switch off'],
]

/** A value painted over `under`: the mean of its colour stops, each composited over it. */
function paintedOver(value: string | undefined, under: Rgb): Rgb {
  const stops = value === undefined ? [] : findColors(value)
  if (stops.length === 0) return under
  const painted = stops.map(({ color }) => compositeOver(toRgba(color), under))
  const mean = (channel: keyof Rgb) =>
    painted.reduce((sum, color) => sum + color[channel], 0) / painted.length
  return { r: mean('r'), g: mean('g'), b: mean('b') }
}

/**
 * Each swatch as the preview paints it on its card (the card over the page colour, on white: a
 * background image's colours are not counted), in its resting state.
 */
function swatchColors(theme: Theme): Record<SwatchName, Color> {
  const c = theme.colors ?? {}
  const buttons = theme.buttons ?? {}
  const card = paintedOver(c.card, paintedOver(c.background, WHITE))
  const switches = switchColors(theme)
  const on = (value: string | undefined) => toCssColor(paintedOver(value, card))
  return {
    Primary: on(buttons.default?.background ?? c.primary),
    Secondary: on(buttons.secondary?.background ?? c.secondary),
    Destructive: on(buttons.destructive?.background ?? c.destructive),
    'Switch on': on(switches.checked),
    'Switch off': on(switches.unchecked),
  }
}

export interface LookAlike {
  first: SwatchName
  second: SwatchName
  /** Their CIEDE2000 difference under typical vision, and as `vision` sees them. */
  typical: number
  simulated: number
}

/**
 * The side-by-side swatches of a resolved theme that look alike under `vision` (their simulated
 * difference below LOOK_ALIKE_DIFFERENCE) but not under typical vision.
 */
export function findLookAlikes(theme: Theme, vision: SimulatedVision): LookAlike[] {
  const colors = swatchColors(theme)
  const seen = (name: SwatchName) => simulateVision(colors[name], vision)
  return SIDE_BY_SIDE.flatMap(([first, second]) => {
    const typical = difference(colors[first], colors[second])
    const simulated = difference(seen(first), seen(second))
    return typical >= LOOK_ALIKE_DIFFERENCE && simulated < LOOK_ALIKE_DIFFERENCE
      ? [{ first, second, typical, simulated }]
      : []
  })
}
