import {
  classifyImageReference,
  colorsAsPainted,
  findColors,
  parseCssColor,
  type Rgba,
  type Theme,
} from '@theme-a-roo/theme'
import { findBuiltInTheme, modeOf, resolveTheme } from '../../library.ts'

/*
 * What the preview card paints, read from a theme as the page would show it: its bases merged in,
 * var() references followed, every colour as sRGB (the renderer knows no oklch), corner radii in
 * pixels. A value the card cannot use falls back to the built-in light or dark theme's, as the
 * app's own base styles stand under a theme that leaves a variable out.
 */

const COLOR_ROLES = [
  'background',
  'foreground',
  'card',
  'cardForeground',
  'border',
  'mutedForeground',
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'accent',
  'destructive',
] as const

type ColorRole = (typeof COLOR_ROLES)[number]

const RADII = ['sm', 'md', 'lg', 'xl'] as const

export interface CardStyle {
  displayName: string
  colors: Record<ColorRole, Rgba>
  /** Corner radii in CSS pixels. */
  radius: Record<(typeof RADII)[number], number>
  /** The background image as a data URI, when there is one the renderer can draw. */
  image?: string
}

/** The card's style, and notes on what of the theme it could not draw. */
export function cardStyle(
  theme: Theme,
  besideImage: string | undefined,
): { style: CardStyle; notes: string[] } {
  const shown = colorsAsPainted(resolveTheme(theme))
  const base = findBuiltInTheme(modeOf(theme)) as Theme
  const color = (role: ColorRole): Rgba =>
    colorOf(shown.colors?.[role]) ?? (colorOf(base.colors?.[role]) as Rgba)
  const radius = (size: (typeof RADII)[number]): number =>
    pixelsOf(shown.corners?.[size]) ?? (pixelsOf(base.corners?.[size]) as number)
  const { image, notes } = drawableImage(theme.backgroundImage, besideImage)
  return {
    style: {
      displayName: theme.displayName ?? theme.name,
      colors: Object.fromEntries(COLOR_ROLES.map((role) => [role, color(role)])) as Record<
        ColorRole,
        Rgba
      >,
      radius: Object.fromEntries(RADII.map((size) => [size, radius(size)])) as CardStyle['radius'],
      ...(image ? { image } : {}),
    },
    notes,
  }
}

/** A colour value's colour: the whole value, or the first colour in it (a gradient's first stop). */
function colorOf(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined
  const first = findColors(value)[0]
  return first && parseCssColor(first.text)
}

const LENGTH = /^\s*(\d+(?:\.\d+)?|\.\d+)(px|rem)\s*$/i

/** A corner radius in pixels (a rem is 16 px, the browser default); anything else is unknown. */
function pixelsOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? LENGTH.exec(value) : null
  if (!match) return undefined
  const size = Number(match[1])
  return match[2]?.toLowerCase() === 'rem' ? size * 16 : size
}

function drawableImage(
  reference: string | undefined,
  besideImage: string | undefined,
): { image?: string; notes: string[] } {
  const kind = classifyImageReference(reference)
  if (kind === 'none') return { notes: [] }
  if (kind === 'embedded') return { image: reference?.trim(), notes: [] }
  if (kind === 'bundled' && besideImage) return { image: besideImage, notes: [] }
  const why =
    kind === 'web'
      ? 'render fetches nothing from the network; embed the image as a data URI'
      : kind === 'bundled'
        ? 'no image file of that name beside the theme was read'
        : 'it lives in an app’s own storage'
  return { notes: [`The background image was not drawn: ${why}.`] }
}
