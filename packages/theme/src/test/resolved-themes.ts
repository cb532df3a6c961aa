// The themes the format tests run over, each resolved (inheritance merged) as exporters receive
// them: the built-in themes and the real-world corpus.
import { listBuiltInThemes } from '../builtins.ts'
import { resolveInheritance } from '../inherit.ts'
import type { Theme } from '../types.ts'
import { CORPUS } from './corpus/index.ts'
import { TRAVEL_THEMES } from './travel-corpus/index.ts'

const builtIns = listBuiltInThemes().map(({ theme }) => theme)
const findTheme = (name: string) => builtIns.find((theme) => theme.name === name)

export function resolveTheme(theme: Theme): Theme {
  return resolveInheritance(theme, findTheme)
}

export interface NamedTheme {
  label: string
  theme: Theme
}

export const RESOLVED_BUILT_INS: NamedTheme[] = builtIns.map((theme) => ({
  label: `built-in ${theme.name}`,
  theme: resolveTheme(theme),
}))

export const RESOLVED_CORPUS: NamedTheme[] = CORPUS.map(({ file, theme }) => ({
  label: `corpus ${file}`,
  theme: resolveTheme(theme as unknown as Theme),
}))

export const RESOLVED_TRAVEL: NamedTheme[] = TRAVEL_THEMES.map(({ file, theme }) => ({
  label: `travel ${file}`,
  theme: resolveTheme(theme),
}))

/** Every theme the format round trips run over. */
export const ALL_RESOLVED: NamedTheme[] = [
  ...RESOLVED_BUILT_INS,
  ...RESOLVED_CORPUS,
  ...RESOLVED_TRAVEL,
]

const named = (name: string): Theme => {
  const found = ALL_RESOLVED.find(({ theme }) => theme.name === name)
  if (!found) throw new Error(`No theme named ${name}`)
  return found.theme
}

/** Light and dark themes exported together, as one file with both modes. */
export const MODE_PAIRS: { label: string; light: Theme; dark: Theme }[] = [
  ['light', 'dark'],
  ['xch-light', 'xch-dark'],
  ['glass-light', 'glass-dark'],
  ['oklch-orchard', 'frosted-night'],
  ['named-harbor', 'legacy-ledger'],
].map(([light = '', dark = '']) => ({
  label: `${light} + ${dark}`,
  light: named(light),
  dark: named(dark),
}))
