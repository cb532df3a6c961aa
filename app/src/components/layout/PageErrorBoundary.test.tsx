import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { PageErrorBoundary } from './PageErrorBoundary'

function Thrower({ error }: { error: unknown }): never {
  throw error
}

describe('PageErrorBoundary', () => {
  let consoleError: MockInstance
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it('renders its children when nothing fails', () => {
    render(
      <PageErrorBoundary prefix="Error rendering theme page:">
        <p>All good</p>
      </PageErrorBoundary>,
    )
    expect(screen.getByText('All good')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a destructive alert with the prefix and the error message', () => {
    render(
      <PageErrorBoundary prefix="Error rendering theme page:">
        <Thrower error={new Error('The palette exploded')} />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error rendering theme page: The palette exploded',
    )
  })

  it.each([
    ['a non-error value', { code: 42 }],
    ['an error without a message', new Error('')],
  ])('falls back to "Unknown error" for %s', (_label, error) => {
    render(
      <PageErrorBoundary prefix="Error rendering JSON editor:">
        <Thrower error={error} />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error rendering JSON editor: Unknown error',
    )
  })

  it('lets the caller wrap the alert', () => {
    render(
      <PageErrorBoundary
        prefix="Error rendering theme editor:"
        renderFallback={(alert) => <section aria-label="Theme Editor">{alert}</section>}
      >
        <Thrower error={new Error('boom')} />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('region', { name: 'Theme Editor' })).toHaveTextContent(
      'Error rendering theme editor: boom',
    )
  })
})
