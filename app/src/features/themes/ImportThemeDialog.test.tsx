import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { readThemeText, SHADCN_COLOR_TOKENS, type ImportedTheme } from '@theme-a-roo/theme'
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

/** A design-token file as a design system might write it: `_` defaults, text colours under
 * `text`, a brand colour, and a stroke width named `border`. */
const TOKENS = JSON.stringify({
  color: {
    $type: 'color',
    background: { _: { $value: '#fafafa' } },
    text: { _: { $value: '#111111' }, secondary: { $value: '#555555' } },
    brand: { $value: '#3355ff' },
  },
  size: { stroke: { border: { $type: 'dimension', $value: '0.0625rem' } } },
})

const fieldOf = (token: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Field for ${token}` })

async function importConfirmed(): Promise<ImportedTheme> {
  fireEvent.click(screen.getByRole('button', { name: 'Import' }))
  const confirmation = await screen.findByRole('alertdialog')
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Import' }))
  await waitFor(() => expect(importAsWorkingTheme).toHaveBeenCalled())
  return vi.mocked(importAsWorkingTheme).mock.calls[0]?.[1] as ImportedTheme
}

describe('the token mapping', () => {
  it('shows which field each token fills, and imports what the user changed', async () => {
    const { field } = renderDialog()
    fireEvent.change(field, { target: { value: TOKENS } })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByTestId('token-mapping-row')
    expect(rows.map((row) => row.dataset.token)).toEqual([
      'color.background._',
      'color.text._',
      'color.text.secondary',
      'color.brand',
    ])
    expect(fieldOf('color.text.secondary').value).toBe('secondary-foreground')
    expect(fieldOf('color.brand').value).toBe('primary')
    expect(screen.getByTestId('token-mapping-summary')).toHaveTextContent(
      '4 of 5 tokens will be imported.',
    )

    fireEvent.change(fieldOf('color.brand'), { target: { value: 'accent' } })
    fireEvent.change(fieldOf('color.text.secondary'), { target: { value: '' } })
    await waitFor(() =>
      expect(screen.getByTestId('token-mapping-summary')).toHaveTextContent(
        '3 of 5 tokens will be imported.',
      ),
    )
    // The dropped row stays where it was, saying why it is left out.
    expect(fieldOf('color.text.secondary').value).toBe('')
    expect(screen.getByText('Not imported: you chose not to import it.')).toBeInTheDocument()

    // The stroke width is offered only the fields a dimension can fill.
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 unmapped token' }))
    const stroke = fieldOf('size.stroke.border')
    expect(stroke.value).toBe('')
    const offered = [...stroke.options].map((option) => option.value)
    expect(offered).toContain('radius')
    expect(offered).not.toContain('border')
    expect(
      screen.getByText('Not imported: --border takes a colour, and this is a dimension.'),
    ).toBeInTheDocument()

    const imported = await importConfirmed()
    expect(imported.modes.light?.colors).toEqual({
      background: '#fafafa',
      foreground: '#111111',
      accent: '#3355ff',
    })
  })

  it('lets a dropped row be taken back when dropping it left nothing to import', async () => {
    const { field } = renderDialog()
    fireEvent.change(field, {
      target: {
        value: JSON.stringify({ color: { primary: { $type: 'color', $value: '#336699' } } }),
      },
    })
    await screen.findByRole('table')
    fireEvent.change(fieldOf('color.primary'), { target: { value: '' } })
    await waitFor(() => expect(fieldOf('color.primary').value).toBe(''))
    fireEvent.change(fieldOf('color.primary'), { target: { value: 'ring' } })
    await waitFor(() => expect(fieldOf('color.primary').value).toBe('ring'))
    const imported = await importConfirmed()
    expect(imported.modes.light?.colors).toEqual({ ring: '#336699' })
  })
})

describe('a stylesheet of several themes', () => {
  const GALLERY = `
.theme-zinc { --background: #fafafa; --primary: #18181b; }
.dark .theme-zinc { --background: #09090b; --primary: #fafafa; }
.theme-rose { --background: #fff1f2; --primary: #e11d48; }
`

  it('offers its themes, and imports the one chosen', async () => {
    const { field } = renderDialog()
    fireEvent.change(field, { target: { value: GALLERY } })
    const choice = await screen.findByLabelText<HTMLSelectElement>('Theme to import')
    expect([...choice.options].map((option) => option.text)).toEqual([
      '.theme-zinc: light and dark',
      '.theme-rose: light',
    ])
    fireEvent.change(choice, { target: { value: '.theme-rose' } })
    await waitFor(() => expect(screen.queryByText(/with a light and a dark mode/)).toBeNull())
    const imported = await importConfirmed()
    expect(imported.modes.light?.colors).toMatchObject({ primary: '#e11d48' })
  })
})

describe('a theme that sets only some of shadcn/ui colours', () => {
  const AMBER_LIKE = ':root { --primary: oklch(0.77 0.16 70); --ring: oklch(0.77 0.16 70); }'

  it('is completed from the base colour chosen, neutral unless another is picked', async () => {
    const { field } = renderDialog()
    fireEvent.change(field, { target: { value: AMBER_LIKE } })
    const choice = await screen.findByLabelText<HTMLSelectElement>('Base colour')
    expect(choice.value).toBe('neutral')
    expect([...choice.options].map((option) => option.text)).toEqual([
      'Neutral',
      'Stone',
      'Zinc',
      'Gray',
      'Slate',
    ])
    fireEvent.change(choice, { target: { value: 'slate' } })
    await waitFor(() => expect(choice.value).toBe('slate'))
    const imported = await importConfirmed()
    expect(imported.modes.light?.colors).toMatchObject({
      primary: 'oklch(0.77 0.16 70)',
      foreground: readThemeText(AMBER_LIKE, { baseColor: 'slate' }).modes.light?.colors?.foreground,
    })
    expect(imported.modes.light?.colors?.foreground).not.toBe(
      readThemeText(AMBER_LIKE).modes.light?.colors?.foreground,
    )
  })

  it('of a whole theme is not offered', async () => {
    const whole = [...SHADCN_COLOR_TOKENS].map((name) => `--${name}: #eeeeee;`).join(' ')
    const { field } = renderDialog()
    fireEvent.change(field, { target: { value: `:root { ${whole} }` } })
    await screen.findByText(/Read as/)
    expect(screen.queryByLabelText('Base colour')).toBeNull()
  })
})
