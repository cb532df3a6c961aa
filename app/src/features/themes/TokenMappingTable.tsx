import { ChevronDownIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { TokenMappingRow, TokenMappingValue } from '@theme-a-roo/theme'
import { Button } from '@/components/ui/button'
import { fieldClassName } from '@/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/cn'

/** The select's value for a row that fills no field. */
export const DO_NOT_IMPORT = ''

interface TokenMappingTableProps {
  rows: readonly TokenMappingRow[]
  /** Tokens the file's own reading maps: shown from the start, the others on request. Kept
   * apart from `rows` so that a row the user drops stays where it was. */
  initiallyMapped: ReadonlySet<string>
  onFieldChange: (token: string, field: string | null) => void
}

/**
 * Which theme field each design token fills, before the import: a select per token (the fields
 * its type can fill, or Do not import). Tokens no field can take are counted, not listed.
 */
export function TokenMappingTable({
  rows,
  initiallyMapped,
  onFieldChange,
}: TokenMappingTableProps) {
  const headingId = useId()
  const [showAll, setShowAll] = useState(false)
  const choosable = rows.filter((row) => row.choices.length > 0)
  const others = choosable.filter((row) => !initiallyMapped.has(row.token)).length
  const shown = showAll ? choosable : choosable.filter((row) => initiallyMapped.has(row.token))
  const imported = rows.filter((row) => row.field !== undefined).length
  const unusable = rows.length - choosable.length
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-sm font-medium">
          Token mapping
        </h3>
        <p className="text-sm text-muted-foreground">
          Each token fills the theme field chosen for it. Change a field, or choose Do not import.{' '}
          <span data-testid="token-mapping-summary">
            {imported} of {rows.length} tokens will be imported.
          </span>
        </p>
      </div>
      {/* On phones each row stacks, the field under its token, so that a field's whole name
          shows; the roles keep it a table for assistive technology whatever the layout. */}
      <Table
        role="table"
        containerClassName="max-h-[min(50dvh,28rem)] overflow-y-auto"
        className="table-fixed max-sm:block"
      >
        <TableHeader className="sticky top-0 z-10 bg-popover max-sm:hidden">
          <TableRow role="row">
            <TableHead role="columnheader">Token</TableHead>
            <TableHead role="columnheader" className="w-72">
              Imports as
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="max-sm:block">
          {shown.map((row) => (
            <MappingRow key={row.token} row={row} onFieldChange={onFieldChange} />
          ))}
        </TableBody>
      </Table>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {unusable > 0 &&
            `${unusable} ${unusable === 1 ? 'token is' : 'tokens are'} of a type no theme field holds.`}
        </span>
        {others > 0 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            <ChevronDownIcon aria-hidden className={cn(showAll && 'rotate-180')} />
            {showAll
              ? 'Show only mapped tokens'
              : `Show ${others} unmapped ${others === 1 ? 'token' : 'tokens'}`}
          </Button>
        )}
      </div>
    </section>
  )
}

function MappingRow({
  row,
  onFieldChange,
}: {
  row: TokenMappingRow
  onFieldChange: TokenMappingTableProps['onFieldChange']
}) {
  const reasonId = useId()
  return (
    <TableRow
      role="row"
      data-testid="token-mapping-row"
      data-token={row.token}
      className="max-sm:flex max-sm:flex-col"
    >
      <TableCell role="cell" className="align-top max-sm:block max-sm:pb-2">
        <div className="font-mono text-xs break-all">{row.token}</div>
        <div className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground">
          <span>{row.type ?? 'no type'}</span>
          {row.values.map((value) => (
            <TokenValue
              key={value.mode}
              value={value}
              type={row.type}
              labelled={row.values.length > 1}
            />
          ))}
        </div>
        {row.field === undefined && row.reason && (
          <p id={reasonId} className="mt-1 text-xs text-muted-foreground italic">
            Not imported: {row.reason}.
          </p>
        )}
      </TableCell>
      <TableCell role="cell" className="align-top max-sm:block max-sm:pt-0">
        <div className="relative">
          <select
            aria-label={`Field for ${row.token}`}
            aria-describedby={row.field === undefined && row.reason ? reasonId : undefined}
            value={row.field ?? DO_NOT_IMPORT}
            className={cn(fieldClassName, 'h-9 w-full appearance-none py-1 pr-8 font-mono text-xs')}
            onChange={(event) =>
              onFieldChange(
                row.token,
                event.target.value === DO_NOT_IMPORT ? null : event.target.value,
              )
            }
          >
            <option value={DO_NOT_IMPORT}>Do not import</option>
            {row.choices.map((field) => (
              <option key={field} value={field}>
                --{field}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-60"
            aria-hidden
          />
        </div>
      </TableCell>
    </TableRow>
  )
}

function TokenValue({
  value,
  type,
  labelled,
}: {
  value: TokenMappingValue
  type: string | undefined
  labelled: boolean
}) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {type === 'color' && value.css !== undefined && (
        <span
          aria-hidden
          className="size-3.5 shrink-0 rounded-sm border border-border"
          style={{ background: value.css }}
        />
      )}
      {labelled && <span className="shrink-0">{value.mode === 'light' ? 'Light' : 'Dark'}:</span>}
      <span
        className={cn('min-w-0 truncate font-mono', value.problem && 'text-destructive')}
        title={value.display}
      >
        {value.problem ?? value.display}
      </span>
    </span>
  )
}
