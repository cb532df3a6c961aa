import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { GOOD_THEME, HOSTILE_THEME, LOW_CONTRAST_THEME } from '../../test/themes.ts'

/*
 * The properties SARIF 2.1.0 requires of each object the output uses (sarifLog: version, runs;
 * run: tool; tool: driver; toolComponent: name; result: message; message: text or id;
 * reportingDescriptor: id), and the values it allows, checked without fetching its schema.
 */
interface SarifLog {
  version: unknown
  runs: {
    tool: { driver: { name: unknown; rules?: { id: unknown }[] } }
    results: {
      ruleId: unknown
      ruleIndex: number
      level: unknown
      message: { text: unknown }
      locations: { physicalLocation: { artifactLocation: { uri: string } } }[]
    }[]
  }[]
}

function expectSarif21(log: SarifLog): void {
  expect(log.version).toBe('2.1.0')
  expect(Array.isArray(log.runs)).toBe(true)
  for (const run of log.runs) {
    expect(typeof run.tool.driver.name).toBe('string')
    const ruleIds = (run.tool.driver.rules ?? []).map((rule) => rule.id)
    for (const id of ruleIds) expect(typeof id).toBe('string')
    for (const result of run.results) {
      expect(typeof result.message.text).toBe('string')
      expect(['none', 'note', 'warning', 'error']).toContain(result.level)
      expect(ruleIds[result.ruleIndex]).toBe(result.ruleId)
      for (const location of result.locations) {
        // A physicalLocation needs an artifactLocation (or an address); its uri a URI reference.
        expect(location.physicalLocation.artifactLocation.uri).not.toMatch(/[\s\\]/)
      }
    }
  }
}

describe('theme-a-roo check --format sarif', () => {
  const folder = folderWith({
    'good.json': GOOD_THEME,
    'faded theme.json': LOW_CONTRAST_THEME,
    'hostile.json': HOSTILE_THEME,
  })

  it('writes SARIF 2.1.0 with a result per finding, at its file and pointer', () => {
    const run = runCli(
      ['check', '--format', 'sarif', 'good.json', 'faded theme.json', 'hostile.json'],
      folder,
    )
    expect(run.status).toBe(1)
    const log = JSON.parse(run.stdout) as SarifLog
    expectSarif21(log)
    const findings = JSON.parse(
      runCli(['check', '--json', 'good.json', 'faded theme.json', 'hostile.json'], folder).stdout,
    ) as unknown[]
    const results = log.runs[0]?.results
    expect(results).toHaveLength(findings.length)
    expect(results).toContainEqual(
      expect.objectContaining({
        ruleId: 'contrast',
        level: 'error',
        locations: [
          expect.objectContaining({
            physicalLocation: { artifactLocation: { uri: 'faded%20theme.json' } },
            logicalLocations: [
              expect.objectContaining({ fullyQualifiedName: '/colors/mutedForeground' }),
            ],
          }),
        ],
      }),
    )
  })

  it('writes an empty run when nothing is found', () => {
    const run = runCli(['check', '--format', 'sarif', 'good.json'], folder)
    expect(run.status).toBe(0)
    const log = JSON.parse(run.stdout) as SarifLog
    expectSarif21(log)
    expect(log.runs[0]?.results).toEqual([])
  })
})
