import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable, dataTableColumnHelper, formatRowCount } from './DataTable'

interface Fruit {
  name: string
  count: number
}

const column = dataTableColumnHelper<Fruit>()
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('count', { header: 'Count' }),
])
const fruits: Fruit[] = [
  { name: 'Apple', count: 3 },
  { name: 'Banana', count: 5 },
  { name: 'Cherry', count: 12 },
  { name: 'Date', count: 1 },
]

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup')
  return within(body!).getAllByRole('row')
}

describe('DataTable', () => {
  it('renders headers and every row, counting them as row(s) by default', () => {
    render(<DataTable rows={fruits} columns={columns} />)
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Count' })).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(4)
    expect(screen.getByRole('cell', { name: 'Cherry' })).toBeInTheDocument()
    expect(screen.getByText('Showing 4 row(s)')).toBeInTheDocument()
  })

  it('shows at most maxRows rows and says how many of all rows', () => {
    render(<DataTable rows={fruits} columns={columns} maxRows={2} />)
    expect(bodyRows()).toHaveLength(2)
    expect(screen.queryByRole('cell', { name: 'Cherry' })).not.toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 4 rows')).toBeInTheDocument()
  })

  it('says how many of all rows even when every row fits', () => {
    render(<DataTable rows={fruits} columns={columns} maxRows={10} />)
    expect(bodyRows()).toHaveLength(4)
    expect(screen.getByText('Showing 4 of 4 rows')).toBeInTheDocument()
  })

  it('uses the singular and plural row labels', () => {
    const { rerender } = render(
      <DataTable rows={fruits} columns={columns} rowLabel="fruit" rowLabelPlural="fruits" />,
    )
    expect(screen.getByText('Showing 4 fruits')).toBeInTheDocument()

    rerender(
      <DataTable
        rows={fruits.slice(0, 1)}
        columns={columns}
        rowLabel="fruit"
        rowLabelPlural="fruits"
      />,
    )
    expect(screen.getByText('Showing 1 fruit')).toBeInTheDocument()

    rerender(
      <DataTable
        rows={fruits}
        columns={columns}
        maxRows={3}
        rowLabel="fruit"
        rowLabelPlural="fruits"
      />,
    )
    expect(screen.getByText('Showing 3 of 4 fruits')).toBeInTheDocument()

    rerender(
      <DataTable
        rows={fruits.slice(0, 1)}
        columns={columns}
        maxRows={3}
        rowLabel="fruit"
        rowLabelPlural="fruits"
      />,
    )
    expect(screen.getByText('Showing 1 of 1 fruit')).toBeInTheDocument()
  })

  it('reads "No results." when there are no rows', () => {
    render(<DataTable rows={[]} columns={columns} />)
    const cell = screen.getByRole('cell', { name: 'No results.' })
    expect(cell).toHaveAttribute('colspan', '2')
    expect(screen.getByText('Showing 0 row(s)')).toBeInTheDocument()
  })
})

describe('formatRowCount', () => {
  it('keeps the literal default forms', () => {
    expect(formatRowCount(4, 4)).toBe('Showing 4 row(s)')
    expect(formatRowCount(1, 1)).toBe('Showing 1 row(s)')
    expect(formatRowCount(5, 12, { maxRows: 5 })).toBe('Showing 5 of 12 rows')
  })

  it('falls back to an (s) suffix when only a singular label is given', () => {
    expect(formatRowCount(3, 3, { rowLabel: 'theme' })).toBe('Showing 3 theme(s)')
    expect(formatRowCount(2, 3, { maxRows: 2, rowLabel: 'theme' })).toBe('Showing 2 of 3 theme(s)')
  })
})
