import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { isNestedPath } from './nested-path'
import { AlwaysShow, PageHeader, type PageHeaderProps } from './PageHeader'
import { useNavigationDrawer } from './navigation-drawer-store'

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderAt(path: string, props: Partial<PageHeaderProps> = {}, history: string[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PageHeader title="Tables" {...props} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  )
  render(<RouterProvider router={router} />)
}

describe('isNestedPath', () => {
  it.each([
    ['/', false],
    ['/about', false],
    ['/about/', false],
    ['/json-editor', false],
    ['/about/details', true],
    ['/a/b/c', true],
  ])('%s → %s', (path, nested) => {
    expect(isNestedPath(path)).toBe(nested)
  })
})

describe('PageHeader', () => {
  it('renders the title as the page heading and sets the document title', () => {
    renderAt('/tables')
    expect(screen.getByRole('heading', { level: 1, name: 'Tables' })).toBeInTheDocument()
    expect(document.title).toBe('Tables · Theme-a-roo')
  })

  it('has no Back button on a top-level path without a handler; the menu button opens the drawer', async () => {
    useNavigationDrawer.setState({ open: false })
    renderAt('/tables')
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    const menu = screen.getByRole('button', { name: 'Open navigation' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    expect(useNavigationDrawer.getState().open).toBe(true)
  })

  it('shows Back when a handler is given, calls it, and replaces the menu button', async () => {
    const back = vi.fn()
    renderAt('/tables', { back })
    const buttons = screen.getAllByRole('button', { name: 'Back' })
    expect(buttons.length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument()
    await userEvent.click(buttons[0]!)
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('shows Back on a nested path and goes back one step in history', async () => {
    renderAt('/tables/detail', {}, ['/components'])
    const buttons = screen.getAllByRole('button', { name: 'Back' })
    await userEvent.click(buttons[buttons.length - 1]!)
    expect(await screen.findByTestId('where')).toHaveTextContent('/components')
  })

  it('marks actions that stay visible on small screens', () => {
    renderAt('/tables', {
      children: (
        <>
          <button type="button">Wide only</button>
          <AlwaysShow>
            <button type="button">Everywhere</button>
          </AlwaysShow>
        </>
      ),
      paginator: <span>Page 1 of 3</span>,
    })
    expect(
      screen.getByRole('button', { name: 'Everywhere' }).closest('[data-always-show]'),
    ).not.toBeNull()
    expect(
      screen.getByRole('button', { name: 'Wide only' }).closest('[data-always-show]'),
    ).toBeNull()
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
  })
})
