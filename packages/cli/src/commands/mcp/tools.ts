import { type ColorFormat, type MostLike } from '@theme-a-roo/theme'
import { fileContrast } from '../../file-contrast.ts'
import { backdropsOf } from '../../image-backdrops.ts'
import { jsonPointer } from '../../json-pointer.ts'
import { resolveTheme } from '../../library.ts'
import { FORMAT_NAMES, readInputText, usableInput, type ThemeInput } from '../../read-input.ts'
import { UsageError } from '../../usage-error.ts'
import { findingsFor, type Finding } from '../check/findings.ts'
import { exportInput, type Target } from '../convert/export-input.ts'
import { themeDifferences, type TokenDifference } from '../diff/diff.ts'
import { fixThemeContrast, writtenLike, type ColorFix } from '../fix/fix-contrast.ts'
import { renderPreview } from '../render/render.ts'
import { CARD_SIZE, SCALE } from '../render/card-tree.ts'

/*
 * What each MCP tool does, over theme text rather than files: the same code as the commands, so
 * an agent gets the findings, fixes and conversions `check`, `fix`, `convert` and `diff` give.
 * Nothing here reads or writes the caller's files.
 */

/** A finding as an agent sees it: no file, since the theme came as text. */
export type ThemeFinding = Omit<Finding, 'file'>

/** The name findings and messages give the theme argument. */
const ARGUMENT = 'theme'

function findingsOf(text: string, options: Parameters<typeof findingsFor>[1]) {
  const input = readInputText(ARGUMENT, text)
  const findings = findingsFor(input, options).map(({ file: _file, ...finding }) => finding)
  return { input, findings }
}

function themeOf(text: string, argument = ARGUMENT): ThemeInput {
  return usableInput(readInputText(argument, text))
}

export function validateTheme(args: { theme: string; target?: 'sage' }) {
  const { input, findings } = findingsOf(args.theme, {
    contrast: 'off',
    sage: args.target === 'sage',
  })
  return {
    valid: !findings.some((finding) => finding.severity === 'error'),
    format: input.format ? FORMAT_NAMES[input.format] : null,
    findings,
  }
}

export interface PairReport {
  mode: MostLike
  label: string
  /** JSON pointer of the text colour that sets the pair ('' when no field sets it alone). */
  path: string
  value: string
  ratio: number
  target: number
  passes: boolean
}

/** Every pair the Designer lists that the theme sets, in each mode it holds (see fileContrast). */
export function contrastReport(args: { theme: string }) {
  const input = themeOf(args.theme)
  const pairs: PairReport[] = []
  for (const mode of ['light', 'dark'] as const) {
    const theme = input.modes[mode]
    if (!theme) continue
    const shown = resolveTheme(theme)
    const { pairs: measured } = fileContrast(
      input.format,
      theme,
      shown,
      backdropsOf(shown, undefined),
    )
    for (const pair of measured) {
      pairs.push({
        mode,
        label: pair.label,
        path: jsonPointer(pair.field),
        value: pair.value,
        ratio: Math.round(pair.ratio * 100) / 100,
        target: pair.target,
        passes: pair.ratio >= pair.target,
      })
    }
  }
  // The failing pairs and unmeasured ones, as check reports them.
  const { findings } = findingsOf(args.theme, { contrast: 'error', sage: false })
  const contrast = findings.filter((finding) => finding.rule.startsWith('contrast'))
  return { passes: pairs.every((pair) => pair.passes), pairs, findings: contrast }
}

export function fixContrast(args: { theme: string }): {
  theme: string
  changes: ColorFix[]
  stillFailing: { label: string; ratio: number; target: number }[]
} {
  const input = themeOf(args.theme)
  if (input.format !== 'theme-o-rama') {
    throw new UsageError(
      `The theme is ${FORMAT_NAMES[input.format]}; fix_contrast rewrites theme-o-rama JSON. Convert it first with convert_theme (to: theme-o-rama).`,
    )
  }
  const { fixed, changes, stillFailing } = fixThemeContrast(input.modes[input.primary]!, undefined)
  return {
    theme: changes.length ? writtenLike(args.theme, fixed) : args.theme,
    changes,
    stillFailing: stillFailing.map(({ label, ratio, target }) => ({
      label,
      ratio: Math.round(ratio * 100) / 100,
      target,
    })),
  }
}

export function convertTheme(args: {
  theme: string
  to: Target
  mode?: MostLike
  colorFormat?: ColorFormat
  counterpart?: string
}) {
  const { counterpart } = args
  const exported = exportInput(themeOf(args.theme), {
    to: args.to,
    mode: args.mode,
    colorFormat: args.colorFormat ?? 'oklch',
    counterpart:
      counterpart === undefined || counterpart === 'derived' || counterpart === 'none'
        ? counterpart
        : themeOf(counterpart, 'counterpart'),
  })
  return { format: args.to, text: exported.text, notes: exported.notes }
}

export function diffThemes(args: { before: string; after: string }): {
  same: boolean
  differences: TokenDifference[]
} {
  const differences = themeDifferences(themeOf(args.before, 'before'), themeOf(args.after, 'after'))
  return { same: differences.length === 0, differences }
}

/** The preview card as `render` draws it; a file the theme names is not read (tools read none). */
export async function renderPreviewOf(args: { theme: string; mode?: MostLike }) {
  const { png, notes } = await renderPreview(themeOf(args.theme), args.mode, undefined)
  const size = CARD_SIZE * SCALE
  return { structured: { width: size, height: size, mimeType: 'image/png', notes }, png }
}
