import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ChangeEvent } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useErrorQueue } from '@/lib/error-queue'
import { selectTheme, startThemeRuntime, useThemeRuntime } from '@/theming/theme-runtime'
import {
  WORKING_THEME_NAME,
  createDefaultWorkingTheme,
  replaceWorkingTheme,
  useWorkingTheme,
} from '@/theming/working-theme'
import JsonEditorPage from './JsonEditorPage'

// Monaco does not run in jsdom; a text area stands in for it with the same props.
const editorStub = vi.hoisted(() => ({ fails: false }))
vi.mock('./ThemeJsonEditor', () => ({
  default: (props: {
    value: string
    onChange: (value: string) => void
    readOnly: boolean
    label: string
  }) => {
    if (editorStub.fails) throw new Error('editor exploded')
    return (
      <textarea
        aria-label={props.label}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(event.target.value)}
      />
    )
  },
}))

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/json-editor', Component: JsonEditorPage },
      { path: '/', element: <h1>Themes home</h1> },
    ],
    { initialEntries: ['/', '/json-editor'], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  return router
}

const editorText = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Theme JSON' })

/** Replaces the whole text, as select-all and paste would. */
async function setText(text: string) {
  fireEvent.change(await editorText(), { target: { value: text } })
}

function themeJson(fields: Record<string, unknown> = {}) {
  return JSON.stringify(
    { name: 'anything', displayName: 'Edited', schemaVersion: 1, ...fields },
    null,
    2,
  )
}

const reportedErrors = () =>
  useErrorQueue.getState().errors.map((error) => [error.kind, error.reason])
const validationResult = () => screen.queryByTestId('validation-result')

beforeAll(() => startThemeRuntime())

beforeEach(() => {
  editorStub.fails = false
  replaceWorkingTheme(createDefaultWorkingTheme())
  selectTheme(WORKING_THEME_NAME)
  useErrorQueue.setState({ errors: [] })
})

describe('JSON Editor page', () => {
  it('shows the working theme pretty-printed, editable', async () => {
    renderPage()
    expect(await editorText()).toHaveValue(
      JSON.stringify(useWorkingTheme.getState().theme, null, 2),
    )
    expect(await editorText()).not.toHaveAttribute('readonly')
    expect(
      screen.getByText(
        'Edit your theme directly in JSON format. Changes are applied when you click Apply.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Validate' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Apply Theme' })).toBeEnabled()
    expect(screen.queryByText(/You are viewing an example theme/)).not.toBeInTheDocument()
  })

  it('validates every kind of text and forgets the result on the next edit', async () => {
    const user = userEvent.setup()
    renderPage()
    const validate = screen.getByRole('button', { name: 'Validate' })

    await setText('')
    expect(validate).toBeDisabled()

    const cases: [string, string][] = [
      ['   ', 'Please enter theme JSON to validate'],
      ['{"name": ', 'Invalid JSON format. Please check your syntax. '],
      [
        themeJson({ schemaVersion: 2 }),
        'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
      ],
      [themeJson({ buttonStyle: 'x' }), 'Invalid button style: x'],
      [
        themeJson({ colors: { primary: 'red; }' } }),
        'Invalid theme JSON structure. /colors/primary: Unsafe CSS value: Contains ";", which would end the declaration',
      ],
      [
        themeJson({ colour: 'red', colors: { border: 'rgba(0,0,0,0.85' } }),
        'Theme JSON is valid, with 2 warnings/colour: Not part of the theme format and has no effect/colors/border: Malformed CSS value: Missing ")" at the end, which is added',
      ],
    ]
    for (const [text, message] of cases) {
      await setText(text)
      expect(validationResult()).not.toBeInTheDocument()
      await user.click(validate)
      expect(validationResult()).toHaveTextContent(message)
    }

    await setText(themeJson({ mostLike: 'dark' }))
    await user.click(validate)
    expect(validationResult()).toHaveTextContent('Theme JSON is valid')
    await setText(themeJson({ mostLike: 'light' }))
    expect(validationResult()).not.toBeInTheDocument()
    expect(reportedErrors()).toEqual([])
  })

  it('reports what stops Apply in the error list and changes nothing', async () => {
    const user = userEvent.setup()
    renderPage()
    const before = useWorkingTheme.getState().theme
    const apply = screen.getByRole('button', { name: 'Apply Theme' })

    await setText('')
    await user.click(apply)
    await setText('{"name": ')
    await user.click(apply)
    await setText(themeJson({ schemaVersion: 2 }))
    await user.click(apply)
    await setText(themeJson({ buttonStyle: 'x' }))
    await user.click(apply)

    await waitFor(() => expect(reportedErrors()).toHaveLength(4))
    const [blank, syntax, version, style] = reportedErrors()
    expect(blank).toEqual(['invalid', 'Please enter theme JSON'])
    expect(syntax?.[1]).toMatch(/^Invalid JSON format: \S/)
    expect(version).toEqual([
      'invalid',
      'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
    ])
    expect(style).toEqual(['invalid', 'Invalid button style: x'])
    expect(useWorkingTheme.getState().theme).toBe(before)
  })

  it('applies the text as the working theme, shown at once, with a new baseline', async () => {
    const user = userEvent.setup()
    const router = renderPage()
    await setText(themeJson({ colors: { background: 'rgb(1, 2, 3)' } }))
    await user.click(screen.getByRole('button', { name: 'Validate' }))
    expect(validationResult()).toHaveTextContent('Theme JSON is valid')

    fireEvent.click(screen.getByRole('button', { name: 'Apply Theme' }))
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled()
    await screen.findByRole('button', { name: 'Apply Theme' })

    expect(useWorkingTheme.getState().theme).toEqual({
      name: WORKING_THEME_NAME,
      displayName: 'Edited',
      schemaVersion: 1,
      colors: { background: 'rgb(1, 2, 3)' },
    })
    expect(useThemeRuntime.getState().current?.isWorkingTheme).toBe(true)
    expect(document.getElementById('active-theme')?.textContent).toContain(
      '--background: rgb(1, 2, 3)',
    )
    expect(validationResult()).not.toBeInTheDocument()
    expect(reportedErrors()).toEqual([])

    // Applied text is the new baseline: leaving does not ask.
    await act(() => router.navigate('/'))
    expect(screen.getByRole('heading', { name: 'Themes home' })).toBeVisible()
  })

  it('shows an example theme read-only until the user switches to the working theme', async () => {
    const user = userEvent.setup()
    selectTheme('win95')
    renderPage()
    const win95 = useThemeRuntime.getState().current?.source
    expect(await editorText()).toHaveValue(JSON.stringify(win95, null, 2))
    expect(await editorText()).toHaveAttribute('readonly')
    expect(
      screen.getByText(
        'You are viewing an example theme. Switch to the working theme to make edits.',
      ),
    ).toBeVisible()
    expect(
      screen.getByText(
        'View the current theme in JSON format. Switch to the working theme to edit.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Apply Theme' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Switch to working theme' }))
    expect(useThemeRuntime.getState().current?.name).toBe(WORKING_THEME_NAME)
    expect(await editorText()).toHaveValue(
      JSON.stringify(useWorkingTheme.getState().theme, null, 2),
    )
    expect(await editorText()).not.toHaveAttribute('readonly')
    expect(screen.queryByText(/You are viewing an example theme/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Apply Theme' })).toBeEnabled()
  })

  it('asks before leaving with unapplied edits: Cancel stays, Discard Changes leaves', async () => {
    const user = userEvent.setup()
    const router = renderPage()
    await setText(themeJson())

    await act(() => router.navigate('/'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/json-editor')
    expect(await editorText()).toHaveValue(themeJson())

    await act(() => router.navigate('/'))
    await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }))
    expect(await screen.findByRole('heading', { name: 'Themes home' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })

  it('does not ask when the text is back to what was loaded', async () => {
    const router = renderPage()
    const loaded = (await editorText()).value
    await setText(`${loaded} `)
    await setText(loaded)
    await act(() => router.navigate('/'))
    expect(await screen.findByRole('heading', { name: 'Themes home' })).toBeVisible()
  })

  it('asks the browser to confirm closing the tab only while there are unapplied edits', async () => {
    renderPage()
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    await editorText()
    expect(closeTab()).toBe(false)
    await setText(themeJson())
    expect(closeTab()).toBe(true)
  })

  it('keeps a failing editor inside the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    editorStub.fails = true
    renderPage()
    expect(await screen.findByText('Error rendering JSON editor: editor exploded')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'JSON Editor' })).toBeVisible()
  })
})
