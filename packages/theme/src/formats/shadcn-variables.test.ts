import { describe, expect, it } from 'vitest'
import { exportTheme } from '../edit/export.ts'
import type { Theme } from '../types.ts'
import { shadcnVariables } from './shadcn-variables.ts'

/** The declarations of the export's first block (`:root`), by name. */
function rootBlock(text: string): Record<string, string> {
  const block = /:root \{\n([^}]*)\n\}/.exec(text)?.[1] ?? ''
  const declarations: Record<string, string> = {}
  for (const line of block.split('\n')) {
    const [, name = '', value = ''] = /^\s*(--[\w-]+): (.*);$/.exec(line) ?? []
    declarations[name] = value
  }
  return declarations
}

const ocean: Theme = {
  name: 'ocean',
  displayName: 'Ocean',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  // The chart palette is kept among the colours under the names the compiler writes.
  colors: { primary: '#0055aa', ...{ 'chart-1': '#ff0000' } },
  corners: { lg: '0.75rem' },
  sidebar: { background: '#eeeeff' },
}

describe('shadcnVariables', () => {
  it('gives the variables the Tailwind v4 export writes for the theme', () => {
    const exported = exportTheme(ocean, { format: 'shadcn-css-v4' })
    const variables = shadcnVariables(ocean)
    expect(variables).toEqual(rootBlock(exported.text))
    expect(variables['--radius']).toBe('0.75rem')
    expect(variables['--chart-1']).toMatch(/^oklch\(/)
    expect(variables['--primary']).toMatch(/^oklch\(/)
    expect(variables['--sidebar']).toMatch(/^oklch\(/)
  })

  it('gives a dark theme its own values, not the light mode an export would put first', () => {
    const night: Theme = { ...ocean, name: 'night', inherits: 'dark', mostLike: 'dark' }
    const variables = shadcnVariables(night)
    const dark = shadcnVariables({ ...night, mostLike: 'light' })
    expect(variables).toEqual(dark)
    expect(variables['--background']).toBe(dark['--background'])
    expect(variables['--background']).not.toBe(shadcnVariables(ocean)['--background'])
  })
})
