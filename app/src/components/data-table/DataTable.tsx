import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { cn } from '@/lib/cn'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

/** The table features every DataTable uses (core only: no sorting, paging or selection). */
const dataTableFeatures = tableFeatures({})
type DataTableFeatures = typeof dataTableFeatures
type DataTableColumn<TData extends RowData, TValue extends CellData = CellData> = ColumnDef<
  DataTableFeatures,
  TData,
  TValue
>

/** Column helper bound to the DataTable features: `const column = dataTableColumnHelper<Row>()`. */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

interface DataTableProps<TData extends RowData> {
  rows: readonly TData[]
  /** Keep stable (module scope or memoised): a new array re-creates the table's models. */
  columns: readonly DataTableColumn<TData, any>[] // eslint-disable-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
  /** Show at most this many rows; the count line then reads 'Showing N of M rows'. */
  maxRows?: number
  /** What one row is, e.g. 'theme'. Default 'row'. */
  rowLabel?: string
  /** What several rows are, e.g. 'themes'. Default 'rows'. */
  rowLabelPlural?: string
  className?: string
}

/**
 * The count line under a table.
 * - With maxRows: 'Showing N of M <plural>' (singular when M is 1): 'Showing 3 of 10 rows'.
 * - Without: 'Showing N <label>(s)' when no plural form was given, so the defaults read
 *   'Showing 4 row(s)'; with an explicit plural form the noun follows N: 'Showing 1 theme',
 *   'Showing 4 themes'.
 * Without a plural form, a custom singular label gets the same '(s)' suffix in both forms.
 */
export function formatRowCount(
  shown: number,
  total: number,
  {
    maxRows,
    rowLabel,
    rowLabelPlural,
  }: Pick<DataTableProps<RowData>, 'maxRows' | 'rowLabel' | 'rowLabelPlural'> = {},
): string {
  const singular = rowLabel ?? 'row'
  const plural = rowLabelPlural ?? (rowLabel === undefined ? 'rows' : `${singular}(s)`)
  if (maxRows !== undefined)
    return `Showing ${shown} of ${total} ${total === 1 ? singular : plural}`
  if (rowLabelPlural === undefined) return `Showing ${shown} ${singular}(s)`
  return `Showing ${shown} ${shown === 1 ? singular : plural}`
}

/** The product's table: themed rows from column definitions, a row limit and a count line. */
export function DataTable<TData extends RowData>({
  rows,
  columns,
  maxRows,
  rowLabel,
  rowLabelPlural,
  className,
}: DataTableProps<TData>) {
  const visibleRows = useMemo(
    () => (maxRows === undefined ? rows : rows.slice(0, Math.max(0, maxRows))),
    [rows, maxRows],
  )
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: visibleRows,
  })
  const rowModel = table.getRowModel().rows
  const columnCount = table.getAllLeafColumns().length

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-2', className)}>
      <Table>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id} colSpan={header.colSpan}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rowModel.length > 0 ? (
            rowModel.map((row) => (
              <TableRow key={row.id}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell
                colSpan={Math.max(1, columnCount)}
                className="h-24 text-center text-muted-foreground"
              >
                No results.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <p className="px-1 text-sm text-muted-foreground" aria-live="polite">
        {formatRowCount(visibleRows.length, rows.length, { maxRows, rowLabel, rowLabelPlural })}
      </p>
    </div>
  )
}
