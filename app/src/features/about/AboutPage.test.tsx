import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { themeSchema } from '@theme-a-roo/theme'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { platform } from '@/platform/current-platform'
import AboutPage from './AboutPage'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  )
}

describe('About page', () => {
  beforeEach(() => vi.clearAllMocks())

  it('links to the sources and the package page in a new tab', () => {
    renderPage()
    const hrefs = screen.getAllByRole('link').map((link) => {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      return link.getAttribute('href')
    })
    expect(hrefs).toEqual([
      'https://github.com/dkackman/theme-a-roo',
      'https://github.com/dkackman/theme-o-rama',
      'https://www.npmjs.com/package/theme-o-rama',
    ])
  })

  it('says where the base and example themes come from', () => {
    renderPage()
    expect(
      screen.getByText(
        'The base themes Light, Dark and Color are theme-o-rama’s own; the other example themes are Theme-a-roo’s own designs, not the Sage wallet’s themes of the same names.',
      ),
    ).toBeInTheDocument()
  })

  it('shows the theme schema read-only', () => {
    renderPage()
    const schema = screen.getByRole('textbox', { name: 'Theme JSON Schema' })
    expect(schema).toHaveAttribute('readonly')
    expect(JSON.parse((schema as HTMLTextAreaElement).value)).toEqual(themeSchema)
  })

  it('copies the schema and confirms with a toast', async () => {
    const write = vi.spyOn(platform, 'writeClipboardText').mockResolvedValue()
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Copy Schema' }))
    expect(write).toHaveBeenCalledWith(JSON.stringify(themeSchema, null, 2))
    expect(toast.success).toHaveBeenCalledWith('Schema copied to clipboard')
  })

  it('reports a failed copy', async () => {
    vi.spyOn(platform, 'writeClipboardText').mockRejectedValue(new Error('denied'))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Copy Schema' }))
    expect(toast.error).toHaveBeenCalledWith('Failed to copy schema to clipboard')
    consoleError.mockRestore()
  })
})
