// The themes the format tests run over, each resolved (inheritance merged) as exporters receive
// them: the built-in themes and the real-world corpus.
import { listBuiltInThemes } from '../builtins.ts'
import { resolveInheritance } from '../inherit.ts'
import type { Theme } from '../types.ts'
import { CORPUS } from './corpus/index.ts'

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
