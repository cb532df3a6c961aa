import { describe, expect, it } from 'vitest'
import { themeSchema } from '@theme-a-roo/theme'
import { FIELD_CATALOGUE, FIELD_GROUPS, searchFields } from './field-catalogue'

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
  it('has a field for every property of the schema, and no other', () => {
    const leaves = schemaLeaves()
    expect(leaves.length).toBeGreaterThan(200)
    expect(FIELD_CATALOGUE.map((field) => field.id).sort()).toEqual([...leaves].sort())
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
