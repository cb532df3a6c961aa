import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { decodeSharedTheme } from '@/components/share-link/share-link-codec'
import { sharedThemePayload } from '@/components/share-link/share-link-address'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { CopyShareLinkButton } from './CopyShareLinkButton'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))
// The shell the button is shown in, set per test.
const platform = vi.hoisted(() => ({
  kind: 'web',
  writeClipboardText: (_text: string) => Promise.resolve(),
}))
vi.mock('@/platform/current-platform', () => ({ platform }))

const SEA: Theme = {
  name: 'theme-a-roo-design',
  displayName: 'Sea',
  schemaVersion: 1,
  colors: { primary: 'hsl(200, 80%, 40%)' },
}

function entryOf(theme: Theme): ThemeEntry {
  return { name: theme.name, theme, source: theme, isWorkingTheme: true }
}

function renderButton(
  kind: 'web' | 'desktop',
  writeClipboardText = vi.fn((_text: string) => Promise.resolve()),
  theme = SEA,
) {
  Object.assign(platform, { kind, writeClipboardText })
  const onSaveAsFile = vi.fn()
  render(<CopyShareLinkButton entry={entryOf(theme)} onSaveAsFile={onSaveAsFile} />)
  return { writeClipboardText, onSaveAsFile }
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('Copy share link', () => {
  it('is not offered in the desktop shell, which has no web address to link to', () => {
    renderButton('desktop')
    expect(screen.queryByRole('button', { name: 'Copy share link' })).toBeNull()
  })

  it('copies a link to this app that holds the theme, named after its display name', async () => {
    const { writeClipboardText } = renderButton('web')
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Share link copied to clipboard'),
    )
    const link = new URL(writeClipboardText.mock.calls[0]![0])
    expect(`${link.origin}${link.pathname}`).toBe(`${window.location.origin}/`)
    const shared = await decodeSharedTheme(sharedThemePayload(link.hash)!)
    expect(shared).toEqual({ theme: { ...SEA, name: 'sea' } })
  })

  it('says so when the clipboard cannot be written', async () => {
    renderButton(
      'web',
      vi.fn((_text: string) => Promise.reject(new Error('denied'))),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to copy share link to clipboard'),
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('offers a file instead of a link longer than 8 KB, and copies nothing', async () => {
    // Random letters and digits compress to about 5 bits each: a link of about 13 KB.
    const noise = Array.from({ length: 16_000 }, () => Math.random().toString(36)[2]).join('')
    const large = { ...SEA, tags: [noise] }
    const { writeClipboardText, onSaveAsFile } = renderButton('web', undefined, large)
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledOnce())
    const [message, options] = toast.error.mock.calls[0] as [
      string,
      { action: { label: string; onClick: () => void } },
    ]
    expect(message).toMatch(
      /^This theme is too large for a link \(\d+ KB\)\. Save it as a file instead\.$/,
    )
    expect(Number(/\((\d+) KB\)/.exec(message)?.[1])).toBeGreaterThan(8)
    expect(options.action.label).toBe('Save Theme as...')
    options.action.onClick()
    expect(onSaveAsFile).toHaveBeenCalledOnce()
    expect(writeClipboardText).not.toHaveBeenCalled()
  })
})
