import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ImportThemeDialog from './ImportThemeDialog'
import { importAsWorkingTheme, readImportText } from './import-theme-text'

vi.mock('./import-theme-text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./import-theme-text')>()
  return {
    ...actual,
    readImportText: vi.fn(actual.readImportText),
    importAsWorkingTheme: vi.fn(() => Promise.resolve({ needsBackground: false, notes: [] })),
  }
})

const CSS = ':root {\n  --background: oklch(1 0 0);\n  --primary: oklch(0.55 0.2 260);\n}'
/** 3 MB of CSS, past the 2 MB theme text may have. */
const HUGE_CSS = `:root {\n${'  --custom: oklch(0.5 0.1 200);\n'.repeat(100_000)}}`

function renderDialog() {
  const onImported = vi.fn()
  render(<ImportThemeDialog open onOpenChange={vi.fn()} onImported={onImported} />)
  return { field: screen.getByLabelText('Theme text'), onImported }
}

beforeEach(() => vi.clearAllMocks())

describe('Import a theme', () => {
  it('reads the text once, from pasting it to importing it', async () => {
    const { field, onImported } = renderDialog()
    fireEvent.change(field, { target: { value: CSS } })
    await screen.findByText('Read as shadcn/ui CSS.')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const confirmation = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Import' }))
    await waitFor(() => expect(onImported).toHaveBeenCalled())
    expect(importAsWorkingTheme).toHaveBeenCalledWith(
      CSS,
      expect.objectContaining({ format: 'shadcn-css-v4' }),
      'light',
    )
    expect(vi.mocked(readImportText).mock.calls.filter(([text]) => text === CSS)).toHaveLength(1)
  })

  it('refuses text past 2 MB with its size before the field takes it', () => {
    const { field } = renderDialog()
    const pasted = fireEvent.paste(field, { clipboardData: { getData: () => HUGE_CSS } })
    // The paste was stopped: the field never holds the text.
    expect(pasted).toBe(false)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This text is at least 3.0 MB; theme text may be at most 2 MB. A theme file with its ' +
        'background image embedded opens with Open Theme on the Themes page.',
    )
    fireEvent.change(field, { target: { value: HUGE_CSS } })
    expect(field).toHaveValue('')
    expect(readImportText).not.toHaveBeenCalled()
  })
})
