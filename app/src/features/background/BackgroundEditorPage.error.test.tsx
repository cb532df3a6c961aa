import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest'
import BackgroundEditorPage from './BackgroundEditorPage'

const failure = vi.hoisted((): { error: unknown } => ({ error: new Error('The palette exploded') }))
vi.mock('./ColorSelectionCard', () => ({
  ColorSelectionCard: () => {
    throw failure.error
  },
}))
vi.mock('./ai/GenerateWithAi', () => ({ default: () => null }))

let consoleError: MockInstance
beforeEach(() => {
  // React reports caught render errors on the console.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/background-editor']}>
      <BackgroundEditorPage />
    </MemoryRouter>,
  )
}

it('a render failure shows the Theme Editor screen with the message', () => {
  failure.error = new Error('The palette exploded')
  renderPage()
  expect(screen.getByRole('heading', { level: 1, name: 'Theme Editor' })).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Error rendering theme editor: The palette exploded',
  )
})

it("falls back to 'Unknown error' when the failure has no message", () => {
  failure.error = { code: 7 }
  renderPage()
  expect(screen.getByRole('alert')).toHaveTextContent('Error rendering theme editor: Unknown error')
})
