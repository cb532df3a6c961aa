import { describe, expect, it } from 'vitest'
import { readThemeText } from '../formats/index.ts'
import { themeSchema } from '../schema.ts'
import { FIELD_CATALOGUE, FIELD_GROUPS, searchFields } from './field-catalogue.ts'

/** shadcn/ui's chart and sidebar tokens, as its CSS names them. */
const SHADCN_VARIABLES = [
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
]

/** The fields of those tokens the theme format itself does not list. */
const SHADCN_TOKENS = [
  'colors.chart-1',
  'colors.chart-2',
  'colors.chart-3',
  'colors.chart-4',
  'colors.chart-5',
  'colors.sidebarForeground',
  'colors.sidebarPrimary',
  'colors.sidebarPrimaryForeground',
  'colors.sidebarAccent',
  'colors.sidebarAccentForeground',
  'colors.sidebarRing',
]

/** Every leaf property of the schema, walked here independently of the catalogue. */
function schemaLeaves(): string[] {
  const root = themeSchema as {
    properties: Record<string, unknown>
    definitions: Record<string, unknown>
  }
  const leaves: string[] = []
  const walk = (node: Record<string, unknown>, path: string[]) => {
    const ref = node.$ref as string | undefined
    const target = ref
      ? (root.definitions[ref.replace('#/definitions/', '')] as Record<string, unknown>)
      : node
    const properties = target.properties as Record<string, Record<string, unknown>> | undefined
    if (!properties) return leaves.push(path.join('.'))
    for (const [key, child] of Object.entries(properties)) walk(child, [...path, key])
  }
  walk(root, [])
  return leaves
}

describe('the Designer field catalogue', () => {
  it("has a field for every property of the schema and shadcn/ui's tokens, and no other", () => {
    const leaves = schemaLeaves()
    expect(leaves.length).toBeGreaterThan(200)
    expect(FIELD_CATALOGUE.map((field) => field.id).sort()).toEqual(
      [...new Set([...leaves, ...SHADCN_TOKENS])].sort(),
    )
  })

  it("edits shadcn/ui's chart and sidebar colours under the keys an import of shadcn CSS stores", () => {
    // Each token gets a colour of its own, so the key the import stores it under can be found.
    const colorOf = (index: number) => `#0000${(index + 16).toString(16)}`
    const css = SHADCN_VARIABLES.map((name, index) => `--${name}: ${colorOf(index)};`).join(' ')
    const imported = readThemeText(`:root { ${css} }`).modes.light
    const stored = (['colors', 'sidebar'] as const).flatMap((group) =>
      Object.entries((imported?.[group] ?? {}) as Record<string, unknown>).map(
        ([key, value]): [string, unknown] => [`${group}.${key}`, value],
      ),
    )
    for (const [index, name] of SHADCN_VARIABLES.entries()) {
      const id = stored.find(([, value]) => value === colorOf(index))?.[0]
      expect(FIELD_CATALOGUE.find((field) => field.id === id)?.kind, name).toBe('color')
    }

    const inGroup = (group: string) =>
      FIELD_CATALOGUE.filter((field) => field.group === group).map((field) => field.label)
    expect(inGroup('Charts')).toEqual(['Chart 1', 'Chart 2', 'Chart 3', 'Chart 4', 'Chart 5'])
    expect(inGroup('Sidebar')).toEqual([
      'Background',
      'Sidebar foreground',
      'Sidebar primary',
      'Sidebar primary foreground',
      'Sidebar accent',
      'Sidebar accent foreground',
      'Sidebar ring',
      'Border',
      'Backdrop filter',
    ])
    expect(searchFields(FIELD_CATALOGUE, 'sidebar-primary').map((field) => field.id)).toEqual([
      'colors.sidebarPrimary',
      'colors.sidebarPrimaryForeground',
    ])
  })

  it('chose a control for every field on purpose', () => {
    expect(FIELD_CATALOGUE.filter((field) => field.unmapped).map((field) => field.id)).toEqual([])
  })

  it.each([
    ['colors.background', 'color'],
    ['colors.cardBackdropFilter', 'filter'],
    ['sidebar.border', 'color'],
    ['tables.border', 'text'],
    ['tables.row.hover.color', 'color'],
    ['corners.lg', 'length'],
    ['shadows.card', 'shadow'],
    ['tables.boxShadow', 'shadow'],
    ['fonts.heading', 'font'],
    ['buttons.outline.hover.background', 'color'],
    ['buttons.ghost.borderRadius', 'length'],
    ['buttons.default.active.transform', 'text'],
    ['switches.thumb.background', 'color'],
    ['buttonStyle', 'enum'],
    ['mostLike', 'enum'],
    ['inherits', 'base'],
    ['tags', 'tags'],
    ['schemaVersion', 'version'],
    ['backgroundImage', 'text'],
  ])('%s gets a %s control', (id, kind) => {
    expect(FIELD_CATALOGUE.find((field) => field.id === id)?.kind).toBe(kind)
  })

  it('groups fields as the format does and labels them in words', () => {
    const field = FIELD_CATALOGUE.find((entry) => entry.id === 'buttons.default.hover.color')
    expect(field).toMatchObject({ group: 'Buttons', label: 'Default › Hover › Color' })
    expect(FIELD_CATALOGUE.find((entry) => entry.id === 'backgroundSize')?.group).toBe(
      'Background and filters',
    )
    expect(new Set(FIELD_CATALOGUE.map((entry) => entry.group))).toEqual(new Set(FIELD_GROUPS))
    expect(FIELD_CATALOGUE.find((entry) => entry.id === 'buttonStyle')?.options).toContain(
      'shimmer',
    )
  })

  it('search matches every word in the label, the path or the description', () => {
    const ids = searchFields(FIELD_CATALOGUE, 'hover  BACKGROUND ghost').map((field) => field.id)
    expect(ids).toEqual(['buttons.ghost.hover.background'])
    expect(searchFields(FIELD_CATALOGUE, 'text on cards').map((field) => field.id)).toEqual([
      'colors.cardForeground',
    ])
    expect(searchFields(FIELD_CATALOGUE, '')).toHaveLength(FIELD_CATALOGUE.length)
    expect(searchFields(FIELD_CATALOGUE, 'no such field')).toEqual([])
  })
})
