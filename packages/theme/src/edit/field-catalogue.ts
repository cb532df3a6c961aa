import { themeSchema } from '../schema.ts'

/*
 * Every field of the theme format, read from the JSON Schema, with the control that fits its
 * value, for editors such as the Designer. The kind of each field is chosen by the rules below;
 * a field no rule knows is marked `unmapped` (and shown as plain text), and a unit test fails on
 * it, so a field added to the schema cannot slip past an editor unnoticed.
 */

export type FieldKind =
  'color' | 'length' | 'shadow' | 'font' | 'filter' | 'enum' | 'base' | 'tags' | 'version' | 'text'

export const FIELD_GROUPS = [
  'Identity',
  'Colors',
  'Charts',
  'Fonts',
  'Corners',
  'Shadows',
  'Sidebar',
  'Switches',
  'Tables',
  'Buttons',
  'Background and filters',
] as const
export type FieldGroup = (typeof FIELD_GROUPS)[number]

export interface FieldSpec {
  /** The property path in the theme document, e.g. ['buttons', 'default', 'hover', 'color']. */
  path: readonly string[]
  /** The path joined with dots, unique: used for ids and search. */
  id: string
  group: FieldGroup
  /** The path as words, e.g. 'Default › Hover › Color'. */
  label: string
  description: string
  kind: FieldKind
  /** The choices of an enum field. */
  options?: readonly string[]
  /** No rule chose this field's kind (a test keeps this list empty). */
  unmapped?: true
}

interface SchemaNode {
  type?: string
  enum?: readonly string[]
  description?: string
  properties?: Record<string, SchemaNode>
  $ref?: string
}

const schema = themeSchema as unknown as SchemaNode & { definitions: Record<string, SchemaNode> }

function resolve(node: SchemaNode): SchemaNode {
  if (!node.$ref) return node
  const name = node.$ref.split('/').at(-1) ?? ''
  // A $ref's own description (e.g. 'Ghost button.') says more than the shared definition's.
  return {
    ...schema.definitions[name],
    ...(node.description ? { description: node.description } : {}),
  }
}

const GROUP_OF_SECTION: Record<string, FieldGroup> = {
  colors: 'Colors',
  fonts: 'Fonts',
  corners: 'Corners',
  shadows: 'Shadows',
  sidebar: 'Sidebar',
  switches: 'Switches',
  tables: 'Tables',
  buttons: 'Buttons',
}

const BACKGROUND_FIELDS = new Set([
  'backgroundImage',
  'backgroundPosition',
  'backgroundRepeat',
  'backgroundSize',
])

function groupOf(path: readonly string[]): FieldGroup {
  const [first = ''] = path
  if (BACKGROUND_FIELDS.has(first)) return 'Background and filters'
  return GROUP_OF_SECTION[first] ?? 'Identity'
}

/** Values that are colours by their key, wherever they sit (a `border` shorthand is not). */
const COLOR_KEYS = new Set(['background', 'color', 'borderColor', 'themeColor'])
const LENGTH_KEYS = new Set(['borderRadius', 'borderWidth'])
const TEXT_FIELDS = new Set([
  'name',
  'displayName',
  'backgroundImage',
  'backgroundPosition',
  'backgroundRepeat',
  'backgroundSize',
])
/** CSS text that no part control describes better: border shorthands, styles, transforms. */
const TEXT_KEYS = new Set(['border', 'borderStyle', 'transform'])

function kindOf(path: readonly string[], node: SchemaNode): FieldKind | undefined {
  const [section = ''] = path
  const key = path.at(-1) ?? ''
  if (node.enum) return 'enum'
  if (path.length === 1) {
    if (key === 'inherits') return 'base'
    if (key === 'tags') return 'tags'
    if (key === 'schemaVersion') return 'version'
    if (TEXT_FIELDS.has(key)) return 'text'
    return undefined
  }
  if (/backdropFilter$/i.test(key)) return 'filter'
  if (key === 'boxShadow' || section === 'shadows') return 'shadow'
  if (section === 'corners' || LENGTH_KEYS.has(key)) return 'length'
  if (section === 'fonts') return 'font'
  if (COLOR_KEYS.has(key)) return 'color'
  if (section === 'colors' || (section === 'sidebar' && key === 'border')) return 'color'
  if (TEXT_KEYS.has(key)) return 'text'
  return undefined
}

/**
 * shadcn/ui's chart and sidebar colours, which the theme keeps among its colours by the names
 * its compiler writes them as (`chart-1` as --chart-1, `sidebarPrimary` as --sidebar-primary),
 * as an import of shadcn CSS stores them. The sidebar's background and border are the theme's
 * own sidebar fields. Each description names the variable, so a search for it finds the field.
 */
const SHADCN_TOKEN_FIELDS: readonly FieldSpec[] = [
  ...[1, 2, 3, 4, 5].map((n): FieldSpec => ({
    path: ['colors', `chart-${n}`],
    id: `colors.chart-${n}`,
    group: 'Charts',
    label: `Chart ${n}`,
    description: `Colour ${n} of the chart palette (--chart-${n}).`,
    kind: 'color',
  })),
  ...(
    [
      ['sidebarForeground', 'Sidebar foreground', 'Text on the sidebar (--sidebar-foreground).'],
      ['sidebarPrimary', 'Sidebar primary', 'The active item of the sidebar (--sidebar-primary).'],
      [
        'sidebarPrimaryForeground',
        'Sidebar primary foreground',
        "Text on the sidebar's primary colour (--sidebar-primary-foreground).",
      ],
      ['sidebarAccent', 'Sidebar accent', 'A hovered sidebar item (--sidebar-accent).'],
      [
        'sidebarAccentForeground',
        'Sidebar accent foreground',
        "Text on the sidebar's accent (--sidebar-accent-foreground).",
      ],
      ['sidebarRing', 'Sidebar ring', 'The focus ring in the sidebar (--sidebar-ring).'],
    ] as const
  ).map(([key, label, description]): FieldSpec => ({
    path: ['colors', key],
    id: `colors.${key}`,
    group: 'Sidebar',
    label,
    description,
    kind: 'color',
  })),
]

const SHADCN_TOKENS = new Map(SHADCN_TOKEN_FIELDS.map((field) => [field.id, field]))

function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase()
}

function collect(node: SchemaNode, path: string[], into: FieldSpec[]) {
  const resolved = resolve(node)
  if (resolved.type === 'object' && resolved.properties) {
    for (const [key, child] of Object.entries(resolved.properties)) {
      collect(child, [...path, key], into)
    }
    return
  }
  const token = SHADCN_TOKENS.get(path.join('.'))
  if (token) {
    into.push(token)
    return
  }
  const kind = kindOf(path, resolved)
  const group = groupOf(path)
  // Inside a section, the section's name is the group heading; the rest labels the field.
  const labelPath =
    group === 'Identity' || group === 'Background and filters' ? path : path.slice(1)
  into.push({
    path,
    id: path.join('.'),
    group,
    label: labelPath.map(words).join(' › '),
    description: resolved.description ?? '',
    kind: kind ?? 'text',
    ...(resolved.enum ? { options: resolved.enum } : {}),
    ...(kind ? {} : { unmapped: true as const }),
  })
}

function buildCatalogue(): readonly FieldSpec[] {
  const fields: FieldSpec[] = []
  collect(schema, [], fields)
  const listed = new Set(fields.map((field) => field.id))
  const tokens = SHADCN_TOKEN_FIELDS.filter((field) => !listed.has(field.id))
  // The sidebar's tokens follow its background, in the order shadcn/ui lists them.
  const at = fields.findIndex((field) => field.id === 'sidebar.background') + 1
  const sidebarTokens = tokens.filter((field) => field.group === 'Sidebar')
  const otherTokens = tokens.filter((field) => field.group !== 'Sidebar')
  return [...fields.slice(0, at), ...sidebarTokens, ...fields.slice(at), ...otherTokens]
}

export const FIELD_CATALOGUE: readonly FieldSpec[] = buildCatalogue()

/** Fields whose label, path or description contains every word of the query. */
export function searchFields(fields: readonly FieldSpec[], query: string): FieldSpec[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean)
  return fields.filter((field) => {
    const haystack = `${field.label} ${field.id} ${field.description}`.toLowerCase()
    return terms.every((term) => haystack.includes(term))
  })
}
