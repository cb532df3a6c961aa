// Themes of a chosen number of values, for measuring how costs grow with a theme's size. The
// values are spread as a large theme spreads them: every known group filled first, then colours
// outside the format (each becomes a variable, up to the allowed number), then properties the
// format does not know at all, which are kept and carried along.
import type { Theme } from '../src/types.ts'

const KNOWN_COLOURS = [
  'background',
  'foreground',
  'card',
  'cardForeground',
  'popover',
  'popoverForeground',
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'muted',
  'mutedForeground',
  'accent',
  'accentForeground',
  'destructive',
  'destructiveForeground',
  'border',
  'input',
  'ring',
]
const KNOWN_CORNERS = ['none', 'sm', 'md', 'lg', 'xl', 'full']
const KNOWN_SHADOWS = ['none', 'sm', 'md', 'lg', 'xl', 'inner', 'card', 'button', 'dropdown']
/** Colours outside the format stay under the engine's limit on variables from unknown keys. */
const UNLISTED_COLOURS = 200

const colour = (i: number) => `oklch(${(40 + (i % 50)).toFixed(0)}% 0.${10 + (i % 80)} ${i % 360})`

export function sizedTheme(values: number): Theme {
  const colors: Record<string, string> = {}
  const corners: Record<string, string> = {}
  const shadows: Record<string, string> = {}
  const extensions: Record<string, string> = {}
  let left = values
  const take = () => left-- > 0
  for (const [i, key] of KNOWN_COLOURS.entries()) if (take()) colors[key] = colour(i)
  for (const [i, key] of KNOWN_CORNERS.entries()) if (take()) corners[key] = `${i * 2}px`
  for (const [i, key] of KNOWN_SHADOWS.entries()) {
    if (take()) shadows[key] = `0 ${i}px ${i * 2}px rgb(0 0 0 / 0.${i + 1})`
  }
  for (let i = 0; i < UNLISTED_COLOURS && take(); i++) {
    colors[`brand-${i}`] =
      i % 3 === 0 ? `color-mix(in oklch, var(--primary) ${i % 100}%, white)` : colour(i)
  }
  for (let i = 0; take(); i++) extensions[`note-${i}`] = `kept as written ${i}`
  return {
    name: `sized-${values}`,
    displayName: `Sized ${values}`,
    schemaVersion: 1,
    inherits: 'light',
    colors,
    corners,
    shadows,
    ...(Object.keys(extensions).length > 0 && { extensions }),
  }
}
