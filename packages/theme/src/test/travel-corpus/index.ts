// Themes written for the format tests: theme-o-rama documents spelling colours every way a theme
// may (oklch, hsl, hex, named, translucent glass, with charts and sidebar tokens), and shadcn/ui
// CSS files as theme editors write them (tweakcn-style with two modes, Tailwind v3 triplets).
import { readFileSync } from 'node:fs'
import type { Theme } from '../../types.ts'
import oklchOrchard from './oklch-orchard.json' with { type: 'json' }
import namedHarbor from './named-harbor.json' with { type: 'json' }
import frostedNight from './frosted-night.json' with { type: 'json' }
import legacyLedger from './legacy-ledger.json' with { type: 'json' }

export const TRAVEL_THEMES: { file: string; theme: Theme }[] = [
  { file: 'oklch-orchard.json', theme: oklchOrchard as Theme },
  { file: 'named-harbor.json', theme: namedHarbor as Theme },
  { file: 'frosted-night.json', theme: frostedNight as Theme },
  { file: 'legacy-ledger.json', theme: legacyLedger as Theme },
]

const css = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')

export const TRAVEL_CSS: { file: string; text: string; tailwind: 4 | 3 }[] = [
  { file: 'amber-studio.css', text: css('amber-studio.css'), tailwind: 4 },
  { file: 'harbor-hex.css', text: css('harbor-hex.css'), tailwind: 4 },
  { file: 'classic-v3.css', text: css('classic-v3.css'), tailwind: 3 },
  { file: 'candy-glass.css', text: css('candy-glass.css'), tailwind: 4 },
]
