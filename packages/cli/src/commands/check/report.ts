import type { Finding } from './findings.ts'

/** Findings for a person: grouped by file, each with its pointer, then a count. */
export function humanReport(files: readonly string[], findings: readonly Finding[]): string {
  const lines: string[] = []
  for (const file of files) {
    const own = findings.filter((finding) => finding.file === file)
    if (!own.length) {
      lines.push(`${file}: ok`)
      continue
    }
    lines.push(file)
    for (const finding of own) {
      lines.push(
        `  ${finding.severity.padEnd(7)} ${finding.path || '/'}  ${finding.message}  [${finding.rule}]`,
      )
    }
  }
  const count = (severity: Finding['severity']) =>
    findings.filter((finding) => finding.severity === severity).length
  const errors = count('error')
  const warnings = count('warning')
  lines.push(
    '',
    `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files.length, 'file')}`,
  )
  return `${lines.join('\n')}\n`
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
