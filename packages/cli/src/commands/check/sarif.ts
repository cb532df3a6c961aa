import type { Finding, Severity } from './findings.ts'

/*
 * SARIF 2.1.0, the format code scanning (GitHub's among others) reads. Each finding is a result
 * at its file; the JSON pointer is a logical location, since a pointer into a theme converted from
 * CSS has no line of its own in the file.
 */

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'

const LEVELS: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  note: 'note',
}

/** One short description per rule family, for the tool's rule list. */
function ruleDescription(rule: string): string {
  if (rule === 'format') return 'The file is not a theme in a format theme-a-roo reads.'
  if (rule === 'unsafe-value') return 'A value could break out of its CSS declaration.'
  if (rule === 'contrast') return 'Text does not reach WCAG 2 AA contrast on its surface.'
  if (rule.startsWith('contrast-')) return 'Contrast could not be measured exactly.'
  if (rule === 'inherits') return 'The theme names a base theme that does not exist.'
  if (rule === 'import') return 'The reader left something out of the theme.'
  if (rule.startsWith('sage/'))
    return 'What the Sage wallet (theme-o-rama 0.2) does with the theme.'
  return 'The theme breaks the theme-o-rama schema or the engine’s rules.'
}

/** The path as a relative URI reference: forward slashes, each segment percent-encoded. */
function fileUri(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join('/')
}

export function toSarif(findings: readonly Finding[], version: string): object {
  const rules = [...new Set(findings.map((finding) => finding.rule))].sort()
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'theme-a-roo',
            version,
            informationUri: 'https://www.npmjs.com/package/@theme-a-roo/cli',
            rules: rules.map((id) => ({ id, shortDescription: { text: ruleDescription(id) } })),
          },
        },
        results: findings.map((finding) => ({
          ruleId: finding.rule,
          ruleIndex: rules.indexOf(finding.rule),
          level: LEVELS[finding.severity],
          message: { text: finding.message },
          locations: [
            {
              physicalLocation: { artifactLocation: { uri: fileUri(finding.file) } },
              logicalLocations: [{ fullyQualifiedName: finding.path || '/', kind: 'member' }],
            },
          ],
          properties: { pointer: finding.path },
        })),
      },
    ],
  }
}
