import { memo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OptionSelect } from '@/components/ui/select'
import { isInheritable } from '@/theming/theme-fields'
import type { FieldSpec } from './field-catalogue'
import { ColorControl } from './controls/ColorControl'
import type { ControlProps } from './controls/control-props'
import { FilterControl } from './controls/FilterControl'
import { LengthControl } from './controls/LengthControl'
import { ShadowControl } from './controls/ShadowControl'
import { TextControl } from './controls/TextControl'

/** A select's stand-in for "no value of its own": Radix selects cannot hold an empty string. */
const UNSET = '__unset__'

export interface FieldRowProps {
  field: FieldSpec
  /** The theme's own value, if any (passed as is so an unchanged row skips rendering). */
  own: unknown
  /** What applies: the own value, else the nearest base's. */
  effective: unknown
  /** The base the value is inherited from. */
  from?: string
  readOnly: boolean
  /** Names a theme may inherit from, for the `inherits` field. */
  baseNames: readonly string[]
  /** Sets the field's own value; undefined removes it (the inherited value applies again). */
  onChange: (field: FieldSpec, value: unknown) => void
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Tags are typed as one comma-separated line. */
function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** Fields that identify the document rather than style it: shown, never edited here. */
const FIXED_FIELDS = new Set(['name', 'schemaVersion'])

function Control({
  field,
  props,
  baseNames,
  onChange,
}: {
  field: FieldSpec
  props: ControlProps
  baseNames: readonly string[]
  onChange: (value: unknown) => void
}) {
  switch (field.kind) {
    case 'color':
      return <ColorControl {...props} />
    case 'length':
      return (
        <LengthControl
          {...props}
          radius={field.group === 'Corners' || field.path.at(-1) === 'borderRadius'}
        />
      )
    case 'shadow':
      return <ShadowControl {...props} />
    case 'filter':
      return <FilterControl {...props} />
    case 'font':
      return <TextControl {...props} font />
    case 'tags':
      return (
        <TextControl
          {...props}
          onChange={(text) => onChange(splitTags(text))}
          shownAs={(text) => splitTags(text).join(', ')}
        />
      )
    case 'enum':
    case 'base': {
      const choices = field.kind === 'base' ? baseNames : (field.options ?? [])
      return (
        <OptionSelect
          id={props.id}
          value={props.value || UNSET}
          disabled={props.readOnly}
          options={[
            { value: UNSET, label: field.kind === 'base' ? 'None' : 'Not set' },
            ...choices.map((choice) => ({ value: choice, label: choice })),
          ]}
          onValueChange={(choice) => onChange(choice === UNSET ? undefined : choice)}
        />
      )
    }
    default:
      return <TextControl {...props} />
  }
}

/** One field: its name, where its value comes from, the control that fits it, and Reset. */
export const FieldRow = memo(function FieldRow({
  field,
  own: ownValue,
  effective,
  from,
  readOnly,
  baseNames,
  onChange,
}: FieldRowProps) {
  const id = `field-${field.id}`
  const fixed = FIXED_FIELDS.has(field.id)
  const own = ownValue !== undefined
  const source = own ? 'Own value' : from ? `Inherited from ${from}` : 'Not set'
  const inheritable = !fixed && isInheritable(field.path)
  return (
    <div
      className="grid gap-2 border-b py-3 last:border-b-0 md:grid-cols-[minmax(12rem,2fr)_3fr] md:gap-6"
      data-field={field.id}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} id={`${id}-label`} className="text-sm font-medium">
          {field.label}
        </label>
        <p className="text-xs text-muted-foreground">{field.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={own ? 'default' : 'outline'} data-testid="field-source">
            {source}
          </Badge>
          {own && inheritable && !readOnly && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              aria-describedby={`${id}-label`}
              onClick={() => onChange(field, undefined)}
            >
              Reset to inherited
            </Button>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Control
          field={field}
          baseNames={baseNames}
          onChange={(value) => onChange(field, value)}
          props={{
            id,
            label: field.label,
            value: asText(ownValue ?? effective),
            readOnly: readOnly || fixed,
            onChange: (value) => onChange(field, value),
          }}
        />
      </div>
    </div>
  )
})
