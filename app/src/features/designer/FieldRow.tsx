import { memo, useState, type FocusEvent } from 'react'
import { isInheritable, type FieldSpec } from '@theme-a-roo/theme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OptionSelect } from '@/components/ui/select'
import type { RefusedChange } from '@/theming/working-theme'
import { ColorControl } from './controls/ColorControl'
import type { ControlProps } from './controls/control-props'
import { FilterControl } from './controls/FilterControl'
import { LengthControl } from './controls/LengthControl'
import { ShadowControl } from './controls/ShadowControl'
import { TextControl } from './controls/TextControl'

/** A select's stand-in for "no value of its own": Radix selects cannot hold an empty string. */
const UNSET = '__unset__'

interface FieldRowProps {
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
  /** Sets the field's own value; undefined removes it (the inherited value applies again).
   * Returns why the value was refused, if it was. */
  onChange: (field: FieldSpec, value: unknown) => RefusedChange | undefined
  /** Shows the field set to a value while a picker is dragged, not kept (see ControlProps). */
  onPreview: (field: FieldSpec, value: unknown) => void
  /** Ends a drag that was shown and not kept. */
  onPreviewEnd: () => void
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

/** The refusal in words; one caused elsewhere in the theme (a var() chain) says where. */
function describeRefusal(refused: RefusedChange, field: FieldSpec): string {
  const here = `/${field.path.join('/')}`
  return `Not applied. ${refused.path === here ? '' : `${refused.path || 'The theme'}: `}${refused.message}`
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
  onChange: (value: unknown) => boolean
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
  onPreview,
  onPreviewEnd,
}: FieldRowProps) {
  const id = `field-${field.id}`
  const fixed = FIXED_FIELDS.has(field.id)
  const own = ownValue !== undefined
  const source = own ? 'Own value' : from ? `Inherited from ${from}` : 'Not set'
  const inheritable = !fixed && isInheritable(field.path)
  const [problem, setProblem] = useState<string>()
  const problemId = problem ? `${id}-problem` : undefined
  const change = (value: unknown) => {
    const refused = onChange(field, value)
    setProblem(refused && describeRefusal(refused, field))
    return refused === undefined
  }
  // Once focus leaves the row its field shows the stored value again, which the message is not about.
  const leaveRow = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setProblem(undefined)
  }
  return (
    <div
      // A row out of view is not restyled on each edit: a theme change restyles the whole page,
      // and the 200-odd rows are most of it. The side padding keeps focus rings inside the row's
      // paint area, which content-visibility clips to.
      className="-mx-1 grid gap-2 border-b px-1 py-3 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] last:border-b-0 md:grid-cols-[minmax(12rem,2fr)_3fr] md:gap-6"
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
              onClick={() => change(undefined)}
            >
              Reset to inherited
            </Button>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2" onBlur={leaveRow}>
        <Control
          field={field}
          baseNames={baseNames}
          onChange={change}
          props={{
            id,
            label: field.label,
            value: asText(ownValue ?? effective),
            readOnly: readOnly || fixed,
            onChange: change,
            onPreview: (value) => onPreview(field, value),
            onPreviewEnd,
            problemId,
          }}
        />
        {problem && (
          <p id={problemId} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  )
})
