import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Dexie from 'dexie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { useWorkingTheme } from '@/theming/working-theme'
import { loadWorkingThemeFromJson } from '@/theming/working-background'
import { BackgroundRequiredDialog } from './BackgroundRequiredDialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const NAMES_ITS_FILE = JSON.stringify({
  name: 'tinted',
  displayName: 'Tinted',
  schemaVersion: 1,
  colors: { background: 'rgba(255,255,255,0.1)' },
  backgroundImage: 'background.jpg',
})

beforeEach(async () => {
  vi.clearAllMocks()
  localStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  let objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
  await loadWorkingThemeFromJson(NAMES_ITS_FILE)
})

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Background image file')

describe('Background Image Required', () => {
  it('takes the image the theme names there and then, keeping its colour, and closes', async () => {
    const onOpenChange = vi.fn()
    render(<BackgroundRequiredDialog open onOpenChange={onOpenChange} />)
    const choose = screen.getByRole('button', { name: 'Choose image...' })
    const click = vi.spyOn(fileInput(), 'click')
    await userEvent.click(choose)
    expect(click).toHaveBeenCalled()

    fireEvent.change(fileInput(), {
      target: { files: [new File([PNG_SIGNATURE], 'background.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(useWorkingTheme.getState().theme).toMatchObject({
      backgroundImage: expect.stringMatching(/^stored-image:[0-9a-f]{64}$/) as string,
      colors: { background: 'rgba(255,255,255,0.1)' },
    })
  })

  it('stays open and leaves the theme as it was for a file that is not an image', () => {
    const onOpenChange = vi.fn()
    render(<BackgroundRequiredDialog open onOpenChange={onOpenChange} />)
    fireEvent.change(fileInput(), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(toast.error).toHaveBeenCalledWith('Please choose an image file')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(useWorkingTheme.getState().theme.backgroundImage).toBe('background.jpg')
  })

  it('still closes on Got it', async () => {
    const onOpenChange = vi.fn()
    render(<BackgroundRequiredDialog open onOpenChange={onOpenChange} />)
    expect(screen.getByRole('dialog')).toHaveTextContent('Background page')
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
