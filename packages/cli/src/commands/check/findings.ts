import {
  checkSageCompatibility,
  ThemeInheritanceError,
  type SageFindingId,
  type SchemaViolation,
  type Theme,
} from '@theme-a-roo/theme'
import { hasBesideImage } from '../../background-image.ts'
import { jsonPointer } from '../../json-pointer.ts'
import { fileContrast } from '../../file-contrast.ts'
import { backdropsOf } from '../../image-backdrops.ts'
import { findBuiltInTheme, resolveTheme } from '../../library.ts'
import type { Input, ThemeInput } from '../../read-input.ts'

export type Severity = 'error' | 'warning' | 'note'

/** One thing `check` reports, as `--json` prints it. */
export interface Finding {
  file: string
  /** JSON pointer into the theme ('' = the whole document). */
  path: string
  severity: Severity
  rule: string
  message: string
}

export interface CheckOptions {
  contrast: 'error' | 'warn' | 'off'
  sage: boolean
  /** Whether `file` is a file on disk, beside which a bundled background image may be. */
  onDisk?: boolean
}

/** Every finding for one file: what the engine refuses or notes, contrast, and Sage when asked. */
export function findingsFor(input: Input, options: CheckOptions): Finding[] {
  const schema = input.violations.map((violation) => fromViolation(input.file, violation))
  if (input.kind === 'unusable') {
    return [
      ...schema,
      { file: input.file, path: '', severity: 'error', rule: 'format', message: input.reason },
    ]
  }
  return [...schema, ...modeFindings(input, options)]
}

function fromViolation(file: string, violation: SchemaViolation): Finding {
  return {
    file,
    path: violation.path,
    severity: violation.severity,
    rule: ruleOf(violation.keyword),
    message: violation.message,
  }
}

/** The engine's keyword as a rule name: unsafe CSS is its own rule, as people search for it. */
function ruleOf(keyword: string): string {
  if (keyword === 'css') return 'unsafe-value'
  if (keyword === 'import') return 'import'
  return `schema/${keyword}`
}

function modeFindings(input: ThemeInput, options: CheckOptions): Finding[] {
  const twoModes = Boolean(input.modes.light && input.modes.dark)
  const findings: Finding[] = []
  for (const mode of ['light', 'dark'] as const) {
    const theme = input.modes[mode]
    if (!theme) continue
    // Two modes share pointers, so the message names the mode the finding is about.
    const prefix = twoModes ? `${mode} mode: ` : ''
    let shown: Theme
    try {
      shown = resolveTheme(theme)
    } catch (error) {
      if (!(error instanceof ThemeInheritanceError)) throw error
      findings.push(finding(input.file, '/inherits', 'error', 'inherits', prefix + error.message))
      continue
    }
    if (options.contrast !== 'off')
      findings.push(...contrastFindings(input, theme, shown, options, prefix))
    if (options.sage && mode === input.primary) {
      const bundled = options.onDisk === true && hasBesideImage(theme, input.file)
      findings.push(...sageFindings(input.file, theme, bundled))
    }
  }
  return findings
}

function finding(file: string, path: string, severity: Severity, rule: string, message: string) {
  return { file, path, severity, rule, message }
}

/**
 * Every pair the Designer's contrast panel lists as failing WCAG 2 AA (see fileContrast), and the
 * pairs it could not measure: a value that holds no colour (a warning), or a background image the
 * command line cannot read showing through translucent colours (a note, with why: the Designer
 * measures those over the image).
 */
function contrastFindings(
  input: ThemeInput,
  held: Theme,
  shown: Theme,
  options: CheckOptions,
  prefix: string,
): Finding[] {
  const file = input.file
  const severity = options.contrast === 'warn' ? 'warning' : 'error'
  const backdrops = backdropsOf(shown, options.onDisk ? file : undefined)
  const { pairs, skipped } = fileContrast(input.format, held, shown, backdrops)
  const failing = pairs
    .filter((pair) => pair.ratio < pair.target)
    .map((pair) =>
      finding(
        file,
        jsonPointer(pair.field),
        severity,
        'contrast',
        `${prefix}${pair.label}: contrast ${pair.ratio.toFixed(2)}:1, below ${pair.target}:1 (WCAG 2 AA) with ${pair.value}`,
      ),
    )
  const unmeasured = skipped
    .filter((pair) => !pair.overUnreadImage)
    .map((pair) =>
      finding(file, '', 'warning', 'contrast-unmeasured', `${prefix}${pair.label}: ${pair.reason}`),
    )
  const overImage = skipped.filter((pair) => pair.overUnreadImage).map(({ label }) => label)
  if (overImage.length > 0) {
    unmeasured.push(
      finding(
        file,
        '/backgroundImage',
        'note',
        'contrast-backdrop',
        `${prefix}${overImage.length} pairs not measured: the background image shows through their translucent colours, and the command line cannot read it: ${backdrops.unreadBecause ?? 'unknown'}. The Designer measures them over the image: ${overImage.join(', ')}`,
      ),
    )
  }
  return [...failing, ...unmeasured]
}

/** Where in the theme each Sage finding points. */
const SAGE_POINTERS: Record<SageFindingId, string> = {
  base: '/inherits',
  background: '/backgroundImage',
  variables: '',
  'hidden-tag': '/tags',
  name: '/name',
  'button-style': '/buttonStyle',
}

/*
 * A theme proposed to Sage's own repository names its image as a file beside it, which Sage ships
 * with its themes: there the image shows. Only a theme published on its own (an NFT) cannot
 * bring such a file, so for a file that is there the finding is a note, not an error.
 */
const BUNDLED_FOR_SAGE =
  "The background image is a file beside the theme: Sage shows it when the theme is added to Sage's own themes with that file. Published on its own (as an NFT), the theme must embed the image or name an http(s) address."

/** What the Sage wallet (theme-o-rama 0.2) would do with the theme as held, as the Designer asks. */
function sageFindings(file: string, theme: Theme, bundledImage: boolean): Finding[] {
  return checkSageCompatibility(theme, { findTheme: findBuiltInTheme }).map((sage) =>
    sage.id === 'background' && bundledImage
      ? finding(file, SAGE_POINTERS.background, 'note', 'sage/background', BUNDLED_FOR_SAGE)
      : finding(
          file,
          SAGE_POINTERS[sage.id],
          sage.severity === 'info' ? 'note' : sage.severity,
          `sage/${sage.id}`,
          sage.message,
        ),
  )
}
