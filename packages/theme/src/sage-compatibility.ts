// What the Sage wallet does with a theme, checked before it is published. Sage reads a theme from
// an NFT's metadata and renders it with theme-o-rama 0.2 on Tailwind 3, which differs from what
// this engine compiles for (0.4) in the ways checked here.
import { classifyImageReference } from './image-reference.ts'
import { mergeThemes } from './inherit.ts'
import { isPlainObject } from './objects.ts'
import type { Theme } from './types.ts'
import { referencedVariables } from './var-references.ts'

/** The bases Sage ships; any other base is not found there and the theme falls back to light. */
export const SAGE_BASE_THEMES: readonly string[] = ['light', 'dark', 'color']

export type SageFindingId =
  'base' | 'background' | 'variables' | 'hidden-tag' | 'name' | 'button-style'

/** A change that clears a finding: `apply` gives the theme with it made (the input is kept). */
export interface SageFix {
  label: string
  apply: (theme: Theme) => Theme
}

export interface SageFinding {
  id: SageFindingId
  severity: 'error' | 'warning' | 'info'
  message: string
  fix?: SageFix
}

export interface SageCheckOptions {
  /** Looks a base theme up by name (as written), so that a base Sage lacks can be embedded. */
  findTheme?: (name: string) => Theme | undefined
  /** The web address an `ipfs://` address loads from (through the user's gateway), if known. */
  webAddressOf?: (ipfsAddress: string) => string | undefined
}

/**
 * Merges the bases Sage does not have into the theme, down to the first base it has (or none).
 * Undefined when a base in the chain is missing or the chain loops.
 */
function embedForeignBases(
  theme: Theme,
  findTheme: (name: string) => Theme | undefined,
): Theme | undefined {
  let merged: Theme = theme
  const seen = new Set([theme.name])
  while (merged.inherits && !SAGE_BASE_THEMES.includes(merged.inherits)) {
    const base = findTheme(merged.inherits)
    if (!base || seen.has(merged.inherits)) return undefined
    seen.add(merged.inherits)
    const own: Theme = { ...merged }
    delete own.inherits
    merged = mergeThemes(base, own)
    // Tags are never inherited; the base's place in the chain goes to its own base.
    if (own.tags) merged.tags = own.tags
    else delete merged.tags
    if (base.inherits) merged.inherits = base.inherits
    else delete merged.inherits
  }
  return merged
}

function checkBase(theme: Theme, options: SageCheckOptions): SageFinding[] {
  const base = theme.inherits
  if (!base || SAGE_BASE_THEMES.includes(base)) return []
  const findTheme = options.findTheme
  const embeddable = findTheme && embedForeignBases(theme, findTheme) !== undefined
  return [
    {
      id: 'base',
      severity: 'error',
      message: `Sage has no base theme "${base}" (only light, dark and color), so it would show this theme on light instead.`,
      ...(embeddable && {
        fix: {
          label: `Embed ${base}`,
          apply: (current: Theme) => embedForeignBases(current, findTheme) ?? current,
        },
      }),
    },
  ]
}

const BACKGROUND_PROBLEMS: Partial<Record<ReturnType<typeof classifyImageReference>, string>> = {
  'object-url': 'it is kept in this browser only',
  stored: 'it is kept in this browser only',
  ipfs: 'Sage cannot open ipfs:// addresses',
  bundled: 'Sage would look for it among its own files',
}

function checkBackground(theme: Theme, options: SageCheckOptions): SageFinding[] {
  const image = theme.backgroundImage
  const kind = classifyImageReference(image)
  const problem = BACKGROUND_PROBLEMS[kind]
  if (!problem || image === undefined) return []
  const webAddress = kind === 'ipfs' ? options.webAddressOf?.(image) : undefined
  return [
    {
      id: 'background',
      severity: 'error',
      message: `Sage shows a background image only from an http(s) address or embedded data, and ${problem}.`,
      ...(webAddress && {
        fix: {
          label: 'Use the gateway address',
          apply: (current: Theme) =>
            current.backgroundImage === image
              ? { ...current, backgroundImage: webAddress }
              : current,
        },
      }),
    },
  ]
}

/*
 * theme-o-rama 0.4 writes each colour, corner and font a second time under Tailwind 4's names
 * (--color-primary, --radius-lg, --font-family-sans); 0.2 writes only the first. A value that
 * names one of those aliases finds nothing in Sage, so it is renamed to the variable 0.2 writes.
 */
const V4_ALIASES: [RegExp, string][] = [
  [/^--color-/, '--'],
  [/^--radius-/, '--corner-'],
  [/^--font-family-/, '--font-'],
]

function v2Name(name: string): string | undefined {
  for (const [alias, replacement] of V4_ALIASES) {
    if (alias.test(name)) return name.replace(alias, replacement)
  }
  return undefined
}

const kebab = (key: string) => key.replace(/([A-Z])/g, '-$1').toLowerCase()

/** The names 0.2 writes from the theme's own colours and fonts, which may look like aliases. */
function namesWrittenByV2(theme: Theme): Set<string> {
  const names = new Set<string>()
  for (const key of Object.keys(theme.colors ?? {})) names.add(`--${kebab(key)}`)
  for (const key of Object.keys(theme.fonts ?? {})) names.add(`--font-${kebab(key)}`)
  return names
}

/** Every string of the theme's style values, with `change` applied (a fresh copy). */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change))
  if (!isPlainObject(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]))
}

/** Fields whose text is not CSS, so a var() in them means nothing. */
const NOT_CSS = new Set(['name', 'displayName', 'inherits', 'tags', 'backgroundImage'])

function danglingAliases(theme: Theme): string[] {
  const written = namesWrittenByV2(theme)
  const found = new Set<string>()
  for (const [key, value] of Object.entries(theme)) {
    if (NOT_CSS.has(key)) continue
    mapStrings(value, (text) => {
      for (const name of referencedVariables(text)) {
        if (v2Name(name) && !written.has(name)) found.add(name)
      }
      return text
    })
  }
  return [...found]
}

function renameAliases(theme: Theme): Theme {
  const dangling = new Set(danglingAliases(theme))
  const rename = (text: string) =>
    text.replace(/var\(\s*(--[A-Za-z0-9_-]+)/g, (reference, name: string) =>
      dangling.has(name) ? reference.replace(name, v2Name(name) ?? name) : reference,
    )
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(theme)) {
    copy[key] = NOT_CSS.has(key) ? value : mapStrings(value, rename)
  }
  return copy as unknown as Theme
}

function checkVariables(theme: Theme): SageFinding[] {
  const dangling = danglingAliases(theme)
  if (dangling.length === 0) return []
  const names = dangling.join(', ')
  return [
    {
      id: 'variables',
      severity: 'warning',
      message: `Sage's theme-o-rama 0.2 does not write ${names}, so values that use ${dangling.length === 1 ? 'it' : 'them'} would be empty there.`,
      fix: { label: 'Use names Sage writes', apply: renameAliases },
    },
  ]
}

function checkNotes(theme: Theme): SageFinding[] {
  const notes: SageFinding[] = []
  if (theme.tags?.includes('hidden')) {
    notes.push({
      id: 'hidden-tag',
      severity: 'info',
      message:
        'Sage replaces the tags with its own, so the hidden tag does not hide the theme there.',
    })
  }
  if (theme.name) {
    notes.push({
      id: 'name',
      severity: 'info',
      message: `Sage names the theme after its NFT id; the name "${theme.name}" is not kept.`,
    })
  }
  if (theme.buttonStyle) {
    notes.push({
      id: 'button-style',
      severity: 'info',
      message: `Sage draws the "${theme.buttonStyle}" button style with its own buttons, so it looks as Sage makes it, not as previewed here.`,
    })
  }
  return notes
}

/**
 * What would go wrong, or differ, when Sage loads this theme as written (with its `inherits`):
 * errors Sage cannot load as meant, warnings it would render wrongly, and notes on what it changes.
 * Each finding that a change to the theme clears has a `fix`.
 */
export function checkSageCompatibility(
  theme: Theme,
  options: SageCheckOptions = {},
): SageFinding[] {
  return [
    ...checkBase(theme, options),
    ...checkBackground(theme, options),
    ...checkVariables(theme),
    ...checkNotes(theme),
  ]
}
