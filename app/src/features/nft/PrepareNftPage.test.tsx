import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { nftImage } from '@/components/stored-images/nft-images'
import { useThemeRuntime } from '@/theming/theme-runtime'
import PrepareNftPage from './PrepareNftPage'
import { useNftWizard, type PinnedFile, type WizardStep } from './wizard-store'
import { pngHeader } from '@/test/png-header'

/*
 * The wizard's messages for failures that a browser end-to-end run cannot cause on purpose:
 * a database that refuses to write, a desktop save dialog that is closed, a clipboard that fails,
 * and a page without a current theme.
 */
vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}))
vi.mock('./preview-png', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./preview-png')>()),
  renderPreviewPng: vi.fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' }))),
}))

const theme: Theme = { name: 'theme-a-roo-design', displayName: 'Design', schemaVersion: 1 }
const info = { description: 'd', author: 'a', sponsor: 's', baseName: 'design' }
const icon: PinnedFile = {
  url: 'https://gw.example/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
  fileType: 'icon',
  name: 'design.png',
  size: 3,
  sha256: 'ab'.repeat(32),
  cid: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
}

function renderWizardAt(
  step: WizardStep,
  options: { theme?: Theme; uploaded?: PinnedFile[] } = {},
) {
  useNftWizard.setState({ step, info, uploaded: options.uploaded ?? [] })
  const current = 'theme' in options ? options.theme : theme
  useThemeRuntime.setState({
    current: current
      ? { name: current.name, theme: current, source: current, isWorkingTheme: true }
      : undefined,
  })
  return render(
    <MemoryRouter initialEntries={['/prepare-nft']}>
      <PrepareNftPage />
    </MemoryRouter>,
  )
}

beforeEach(async () => {
  vi.restoreAllMocks()
  vi.clearAllMocks()
  await Dexie.delete('theme-a-roo-image-blobs')
  nftImage('nft-icon-image').release()
  nftImage('nft-banner-image').release()
  URL.createObjectURL = vi.fn(() => 'blob:test/1')
  URL.revokeObjectURL = vi.fn()
})

describe('Theme NFT wizard', () => {
  it('says when there is no theme, on the images and the metadata steps', () => {
    const images = renderWizardAt(2, { theme: undefined })
    expect(screen.getByText('No theme available')).toBeVisible()
    images.unmount()
    renderWizardAt(4, { theme: undefined, uploaded: [icon] })
    expect(screen.getByText('No theme available')).toBeVisible()
  })

  it('says when the desktop save dialog is closed or the file cannot be written', async () => {
    renderWizardAt(2)
    const save = vi.spyOn(platform, 'saveBinaryFile').mockResolvedValueOnce(false)
    await userEvent.click(screen.getByRole('button', { name: 'Download PNG' }))
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Download cancelled'))
    expect(save).toHaveBeenCalledWith('design_theme_preview.png', expect.any(Blob))

    save.mockRejectedValueOnce(new Error('disk full'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Download PNG' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save theme preview. Please try again.'),
    )
  })

  it('says when an image cannot be stored or deleted, and the icon stays as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWizardAt(2)
    const iconImage = nftImage('nft-icon-image')
    vi.spyOn(iconImage, 'store').mockRejectedValueOnce(new Error('Failed to store image: quota'))
    fireEvent.change(screen.getByLabelText('Custom NFT Icon file'), {
      target: {
        files: [
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'icon.png', {
            type: 'image/png',
          }),
        ],
      },
    })
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload image'))
    expect(screen.getByText('NFT Icon: Required')).toBeVisible()

    fireEvent.change(screen.getByLabelText('Custom NFT Icon file'), {
      target: {
        files: [
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'icon.png', {
            type: 'image/png',
          }),
        ],
      },
    })
    await waitFor(() => expect(screen.getByText('NFT Icon: Ready')).toBeVisible())
    vi.spyOn(iconImage, 'remove').mockRejectedValueOnce(new Error('Failed to delete image'))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Custom NFT Icon' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete image'))
  })

  it('refuses an icon too large to decode with its size; the icon stays as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWizardAt(2)
    fireEvent.change(screen.getByLabelText('Custom NFT Icon file'), {
      target: { files: [new File([pngHeader(16000, 16000)], 'icon.png', { type: 'image/png' })] },
    })
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to upload image: The image is too large: 16000 x 16000 pixels (256 megapixels). ' +
          'Images may have at most 200 megapixels and 32767 pixels a side.',
      ),
    )
    expect(screen.getByText('NFT Icon: Required')).toBeVisible()
  })

  it('says when the metadata cannot be copied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(platform, 'writeClipboardText').mockRejectedValueOnce(new Error('denied'))
    renderWizardAt(4, { uploaded: [icon] })
    await userEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to copy metadata'))
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull()
  })

  it('opens uploaded links through the system opener in the desktop shell', () => {
    const shell = platform as { kind: 'web' | 'desktop' }
    shell.kind = 'desktop'
    const open = vi.spyOn(platform, 'openExternal').mockResolvedValue()
    try {
      renderWizardAt(4, { uploaded: [icon] })
      const link = screen.getByRole('link', { name: icon.url })
      // The webview must not navigate away from the app: the click is handled, not followed.
      expect(fireEvent.click(link)).toBe(false)
      expect(open).toHaveBeenCalledWith(icon.url)
    } finally {
      shell.kind = 'web'
    }
  })

  it('says when no file could be built for the upload, and sends nothing', async () => {
    renderWizardAt(3)
    useNftWizard.setState({ settings: { jwt: 'jwt', gateway: 'gw.example', groupName: '' } })
    const iconImage = nftImage('nft-icon-image')
    await iconImage.store(
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
        type: 'image/png',
      }),
    )
    // The icon was shown, but its bytes are gone by the time the upload reads them.
    vi.spyOn(iconImage, 'load').mockResolvedValue({ status: 'missing' })
    const send = vi.spyOn(globalThis, 'fetch')
    await userEvent.click(await screen.findByRole('button', { name: 'Upload to Pinata' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No images to upload'))
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Upload to Pinata' })).toBeEnabled()
  })
})
