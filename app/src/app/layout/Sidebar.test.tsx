import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { Sidebar } from './Sidebar'

/* The collapsed flag is read on the sidebar's first render, from what the test stored. */
function renderSidebar(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Sidebar /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
  return { aside: document.getElementById('app-sidebar')! }
}

beforeEach(() => localStorage.clear())

describe('Sidebar active entry', () => {
  it.each([
    ['/', 'Themes'],
    ['/json-editor', 'JSON Editor'],
    ['/background-editor', 'Background'],
    ['/tables', 'Tables'],
    ['/about/more', 'About'],
  ])('on %s marks only %s as the current page', (path, label) => {
    renderSidebar(path)
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  it('marks no entry on a page outside the sidebar', () => {
    renderSidebar('/prepare-nft')
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(
      false,
    )
  })
})

describe('Sidebar collapsed state', () => {
  it('starts expanded when nothing is stored', () => {
    const { aside } = renderSidebar()
    expect(aside).toHaveAttribute('data-collapsed', 'false')
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('restores a stored collapsed state on the first render', () => {
    localStorage.setItem('sidebar-collapsed', 'true')
    const { aside } = renderSidebar()
    expect(aside).toHaveAttribute('data-collapsed', 'true')
    expect(aside.className).toContain('w-[60px]')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('persists each toggle as a boolean', async () => {
    const { aside } = renderSidebar()
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true')
    expect(aside).toHaveAttribute('data-collapsed', 'true')
    expect(aside.className).toContain('w-[60px]')

    // The first collapse loads the tooltips, which mount the toggle anew: click the new one.
    const expand = await waitFor(() => {
      const toggle = screen.getByRole('button', { name: 'Expand sidebar' })
      expect(toggle).toHaveAttribute('data-state')
      return toggle
    })
    await userEvent.click(expand)
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false')
    expect(aside.className).toContain('w-[250px]')
  })

  it('ignores a stored value that is not a boolean', () => {
    localStorage.setItem('sidebar-collapsed', '"yes"')
    const { aside } = renderSidebar()
    expect(aside).toHaveAttribute('data-collapsed', 'false')
  })
})

describe('Sidebar tooltips', () => {
  it('collapsed from the keyboard, the toggle keeps focus with its tooltip in place', async () => {
    renderSidebar()
    screen.getByRole('button', { name: 'Collapse sidebar' }).focus()
    await userEvent.keyboard('{Enter}')
    // Wrapped in its tooltip once the parts are in (the first time, that mounts it anew).
    const toggle = await waitFor(() => {
      const expand = screen.getByRole('button', { name: 'Expand sidebar' })
      expect(expand).toHaveAttribute('data-state')
      return expand
    })
    expect(toggle).toHaveFocus()
  })

  it('names a collapsed entry in a tooltip when it has focus', async () => {
    localStorage.setItem('sidebar-collapsed', 'true')
    renderSidebar()
    const link = await waitFor(() => {
      const current = screen.getByRole('link', { name: 'Tables' })
      expect(current).toHaveAttribute('data-state')
      return current
    })
    link.focus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tables')
  })
})
