import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { resolveInheritance } from './inherit.ts'
import { checkSageCompatibility, type SageFinding } from './sage-compatibility.ts'
import type { Theme } from './types.ts'
import { parseTheme } from './validate.ts'

const library = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
const findTheme = (name: string) => library.get(name)

function theme(fields: Partial<Theme> = {}): Theme {
  return { name: 'mine', displayName: 'Mine', schemaVersion: 1, inherits: 'light', ...fields }
}

const ids = (findings: SageFinding[]) => findings.map((finding) => finding.id)

function finding(found: SageFinding[], id: SageFinding['id']): SageFinding {
  const match = found.find((item) => item.id === id)
  if (!match) throw new Error(`No "${id}" finding in ${JSON.stringify(ids(found))}`)
  return match
}

describe('checkSageCompatibility', () => {
  it('says nothing but the name for a plain theme on a base Sage has', () => {
    for (const base of ['light', 'dark', 'color', undefined]) {
      expect(ids(checkSageCompatibility(theme({ inherits: base })))).toEqual(['name'])
    }
  })

  it('reports a base Sage lacks and embeds it, down to a base Sage has', () => {
    const written = theme({ inherits: 'win95', colors: { primary: '#123456' }, tags: ['mine'] })
    const base = finding(checkSageCompatibility(written, { findTheme }), 'base')
    expect(base).toMatchObject({ severity: 'error', fix: { label: 'Embed win95' } })
    expect(base.message).toBe(
      'Sage has no base theme "win95" (only light, dark and color), so it would show this theme on light instead.',
    )

    const fixed = base.fix?.apply(written) as Theme
    expect(ids(checkSageCompatibility(fixed, { findTheme }))).not.toContain('base')
    // win95 builds on light: its values are now the theme's own, light stays the base.
    expect(fixed).toMatchObject({ inherits: 'light', name: 'mine', tags: ['mine'] })
    expect(fixed.buttonStyle).toBe('3d-effects')
    expect(fixed.colors?.primary).toBe('#123456')
    // The same theme once resolved (resolving keeps `inherits` as written).
    const resolve = (value: Theme) => ({ ...resolveInheritance(value, findTheme), inherits: '' })
    expect(resolve(fixed)).toEqual(resolve(written))
    expect(parseTheme(fixed)).toEqual(fixed)
  })

  it('embeds every base of a chain until one Sage has, and keeps no base tags', () => {
    const middle = theme({ name: 'middle', inherits: 'glass-dark', tags: ['hidden'] })
    const lookup = (name: string) => (name === 'middle' ? middle : findTheme(name))
    const written = theme({ inherits: 'middle' })
    const fixed = finding(checkSageCompatibility(written, { findTheme: lookup }), 'base').fix
    const result = fixed?.apply(written) as Theme
    expect(result.inherits).toBe('dark')
    expect(result.tags).toBeUndefined()
    // glass-dark's bundled image comes along, and is then reported as such.
    expect(result.backgroundImage).toBe('background.webp')
    expect(ids(checkSageCompatibility(result))).toContain('background')
  })

  it('offers no embedding when a base is missing or the chain loops', () => {
    const missing = checkSageCompatibility(theme({ inherits: 'nowhere' }), { findTheme })
    expect(finding(missing, 'base').fix).toBeUndefined()
    const loop = theme({ name: 'a', inherits: 'b' })
    const other = theme({ name: 'b', inherits: 'a' })
    const lookup = (name: string) => (name === 'a' ? loop : name === 'b' ? other : undefined)
    expect(finding(checkSageCompatibility(loop, { findTheme: lookup }), 'base').fix).toBeUndefined()
    expect(finding(checkSageCompatibility(loop), 'base').fix).toBeUndefined()
  })

  it.each([
    ['blob:http://127.0.0.1/1234', 'it is kept in this browser only'],
    ['ipfs://bafybeigdyrzt', 'Sage cannot open ipfs:// addresses'],
    ['background.webp', 'Sage would look for it among its own files'],
  ])('reports the background %s', (backgroundImage, reason) => {
    const background = finding(checkSageCompatibility(theme({ backgroundImage })), 'background')
    expect(background.severity).toBe('error')
    expect(background.message).toBe(
      `Sage shows a background image only from an http(s) address or embedded data, and ${reason}.`,
    )
  })

  it('offers the gateway address for an ipfs:// background when one is known', () => {
    const ipfsTheme = theme({ backgroundImage: 'ipfs://bafybeigdyrzt/bg.png' })
    expect(finding(checkSageCompatibility(ipfsTheme), 'background').fix).toBeUndefined()
    const webAddressOf = (address: string) =>
      address.replace('ipfs://', 'https://gateway.example/ipfs/')
    const background = finding(checkSageCompatibility(ipfsTheme, { webAddressOf }), 'background')
    expect(background.fix?.label).toBe('Use the gateway address')
    const fixed = background.fix?.apply(ipfsTheme) as Theme
    expect(fixed.backgroundImage).toBe('https://gateway.example/ipfs/bafybeigdyrzt/bg.png')
    expect(ids(checkSageCompatibility(fixed, { webAddressOf }))).not.toContain('background')
    // A path is not an IPFS address: no gateway can serve it.
    const bundled = theme({ backgroundImage: 'background.webp' })
    expect(
      finding(checkSageCompatibility(bundled, { webAddressOf }), 'background').fix,
    ).toBeUndefined()
  })

  it('accepts a background on the web or embedded', () => {
    for (const backgroundImage of [
      'https://images.example.com/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(ids(checkSageCompatibility(theme({ backgroundImage })))).not.toContain('background')
    }
  })

  it('renames Tailwind 4 aliases that theme-o-rama 0.2 does not write', () => {
    const written = theme({
      colors: { card: 'var(--color-primary)', ring: 'var(--primary)' },
      corners: { md: 'var(--radius-lg)' },
      buttons: { default: { background: 'linear-gradient(var(--color-accent), var(--card))' } },
      tables: { header: { color: 'var(--font-family-sans, serif)' } },
    })
    const variables = finding(checkSageCompatibility(written), 'variables')
    expect(variables.severity).toBe('warning')
    expect(variables.message).toBe(
      "Sage's theme-o-rama 0.2 does not write --color-primary, --radius-lg, --color-accent, --font-family-sans, so values that use them would be empty there.",
    )
    const fixed = variables.fix?.apply(written) as Theme
    expect(fixed.colors).toEqual({ card: 'var(--primary)', ring: 'var(--primary)' })
    expect(fixed.corners).toEqual({ md: 'var(--corner-lg)' })
    expect(fixed.buttons?.default?.background).toBe('linear-gradient(var(--accent), var(--card))')
    expect(fixed.tables?.header?.color).toBe('var(--font-sans, serif)')
    expect(ids(checkSageCompatibility(fixed))).not.toContain('variables')
    expect(written.colors?.card).toBe('var(--color-primary)')
  })

  it('leaves alone a name 0.2 writes from the theme itself', () => {
    // Unlisted keys are kept and written as variables, as theme-o-rama does.
    const written = parseTheme({
      ...theme(),
      colors: { colorBrand: '#f00', primary: 'var(--color-brand)' },
      fonts: { familyDisplay: 'Georgia', heading: 'var(--font-family-display)' },
    })
    expect(ids(checkSageCompatibility(written))).not.toContain('variables')
    const single = theme({ colors: { primary: 'var(--color-accent)' } })
    expect(finding(checkSageCompatibility(single), 'variables').message).toBe(
      "Sage's theme-o-rama 0.2 does not write --color-accent, so values that use it would be empty there.",
    )
  })

  it('notes what Sage changes: the hidden tag, the name and the button style', () => {
    const found = checkSageCompatibility(theme({ tags: ['hidden'], buttonStyle: 'shimmer' }))
    expect(found.map(({ id, severity, message }) => ({ id, severity, message }))).toEqual([
      {
        id: 'hidden-tag',
        severity: 'info',
        message:
          'Sage replaces the tags with its own, so the hidden tag does not hide the theme there.',
      },
      {
        id: 'name',
        severity: 'info',
        message: 'Sage names the theme after its NFT id; the name "mine" is not kept.',
      },
      {
        id: 'button-style',
        severity: 'info',
        message:
          'Sage draws the "shimmer" button style with its own buttons, so it looks as Sage makes it, not as previewed here.',
      },
    ])
    expect(found.every((item) => item.fix === undefined)).toBe(true)
  })
})
