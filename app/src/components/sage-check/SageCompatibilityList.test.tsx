import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { SageCompatibilityList, type SageCheckItem } from './SageCompatibilityList'

const fix = { label: 'Embed win95', apply: (theme: Theme) => theme }
const items: SageCheckItem[] = [
  { id: 'base', severity: 'error', message: 'Sage has no base theme "win95".', fix },
  { id: 'variables', severity: 'warning', message: 'Sage does not write --color-primary.' },
  { id: 'hidden-tag', severity: 'info', message: 'Sage replaces the tags.' },
]

function list() {
  return screen.getByRole('region', { name: 'Sage compatibility' })
}

describe('SageCompatibilityList', () => {
  it('says Ready for Sage when nothing is found', () => {
    render(<SageCompatibilityList items={[]} />)
    expect(within(list()).getByRole('status')).toHaveTextContent(/^Ready for Sage$/)
    expect(within(list()).queryByRole('list')).not.toBeInTheDocument()
  })

  it('counts the problems and lists every finding with its severity', () => {
    render(<SageCompatibilityList items={items} onFix={vi.fn()} />)
    expect(within(list()).getByRole('status')).toHaveTextContent('2 problems for Sage')
    const rows = within(list()).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'ErrorSage has no base theme "win95".Embed win95',
      'WarningSage does not write --color-primary.',
      'NoteSage replaces the tags.',
    ])
  })

  it('is ready for Sage with notes alone, and says 1 problem for one', () => {
    const { rerender } = render(<SageCompatibilityList items={items.slice(2)} />)
    expect(within(list()).getByRole('status')).toHaveTextContent('Ready for Sage')
    expect(screen.getByText('Sage replaces the tags.')).toBeInTheDocument()
    rerender(<SageCompatibilityList items={items.slice(1)} />)
    expect(within(list()).getByRole('status')).toHaveTextContent('1 problem for Sage')
  })

  it('offers a fix only where there is one and fixing is possible, and waits while it runs', async () => {
    const onFix = vi.fn()
    const { rerender } = render(<SageCompatibilityList items={items} onFix={onFix} />)
    await userEvent.click(screen.getByRole('button', { name: 'Embed win95' }))
    expect(onFix).toHaveBeenCalledWith(items[0])
    expect(screen.getAllByRole('button')).toHaveLength(1)
    rerender(<SageCompatibilityList items={items} onFix={onFix} fixing />)
    expect(screen.getByRole('button', { name: 'Embed win95' })).toBeDisabled()
    rerender(<SageCompatibilityList items={items} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
