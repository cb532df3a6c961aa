/**
 * The themes that ship with the engine. Each theme document is imported statically and each image
 * is referenced with a literal `new URL('../themes/…', import.meta.url)`, a pattern bundlers such
 * as Vite rewrite into hashed asset URLs; under Node the same code yields file:// URLs.
 */
import type { Theme } from './types.ts'
import lightJson from '../themes/light/theme.json' with { type: 'json' }
import darkJson from '../themes/dark/theme.json' with { type: 'json' }
import colorJson from '../themes/color/theme.json' with { type: 'json' }
import circuitJson from '../themes/circuit/theme.json' with { type: 'json' }
import colorfulJson from '../themes/colorful/theme.json' with { type: 'json' }
import glassDarkJson from '../themes/glass-dark/theme.json' with { type: 'json' }
import glassLightJson from '../themes/glass-light/theme.json' with { type: 'json' }
import win95Json from '../themes/win95/theme.json' with { type: 'json' }
import xchDarkJson from '../themes/xch-dark/theme.json' with { type: 'json' }
import xchLightJson from '../themes/xch-light/theme.json' with { type: 'json' }

// The engine is typed without DOM or Node globals; these are the two the URL pattern needs. The
// declarations match those of the DOM and Node typings, so they merge quietly in either.
declare const URL: new (url: string, base: string) => { readonly href: string }
declare global {
  interface ImportMeta {
    url: string
  }
}

/** A built-in theme as shipped, with the resolved URLs of its bundled images. */
export interface BuiltInTheme {
  /** The raw theme document; `backgroundImage` is still the relative file name. */
  theme: Theme
  /** URL of the bundled background image, when the theme has one. */
  backgroundImageUrl?: string
  /** URL of a small (320x180) preview of the background image, for theme cards. */
  thumbnailUrl?: string
}

/** Names of the built-in themes, in display order of the engine (light and dark first). */
export const BUILT_IN_THEME_NAMES = [
  'light',
  'dark',
  'color',
  'circuit',
  'colorful',
  'glass-dark',
  'glass-light',
  'win95',
  'xch-dark',
  'xch-light',
] as const

type BuiltInThemeName = (typeof BUILT_IN_THEME_NAMES)[number]

const BUILT_INS: Readonly<Record<BuiltInThemeName, BuiltInTheme>> = {
  light: { theme: lightJson as Theme },
  dark: { theme: darkJson as Theme },
  color: { theme: colorJson as Theme },
  circuit: {
    theme: circuitJson as Theme,
    backgroundImageUrl: new URL('../themes/circuit/background.webp', import.meta.url).href,
    thumbnailUrl: new URL('../themes/circuit/thumbnail.webp', import.meta.url).href,
  },
  colorful: {
    theme: colorfulJson as Theme,
    backgroundImageUrl: new URL('../themes/colorful/background.webp', import.meta.url).href,
    thumbnailUrl: new URL('../themes/colorful/thumbnail.webp', import.meta.url).href,
  },
  'glass-dark': {
    theme: glassDarkJson as Theme,
    backgroundImageUrl: new URL('../themes/glass-dark/background.webp', import.meta.url).href,
    thumbnailUrl: new URL('../themes/glass-dark/thumbnail.webp', import.meta.url).href,
  },
  'glass-light': {
    theme: glassLightJson as Theme,
    backgroundImageUrl: new URL('../themes/glass-light/background.webp', import.meta.url).href,
    thumbnailUrl: new URL('../themes/glass-light/thumbnail.webp', import.meta.url).href,
  },
  win95: { theme: win95Json as Theme },
  'xch-dark': { theme: xchDarkJson as Theme },
  'xch-light': { theme: xchLightJson as Theme },
}

/**
 * All built-in themes in {@link BUILT_IN_THEME_NAMES} order. Each call returns fresh copies of the
 * documents, so callers may change them freely.
 */
export function listBuiltInThemes(): BuiltInTheme[] {
  return BUILT_IN_THEME_NAMES.map((name) => {
    const entry = BUILT_INS[name]
    return { ...entry, theme: JSON.parse(JSON.stringify(entry.theme)) as Theme }
  })
}

/** Whether a theme is tagged 'hidden' (kept out of theme pickers, like the Color theme). */
export function isHiddenTheme(theme: Pick<Theme, 'tags'>): boolean {
  return theme.tags?.includes('hidden') ?? false
}
