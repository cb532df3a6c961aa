import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import GenerateWithAi from './GenerateWithAi'
import { resetImageClient } from './image-client'

// A key is configured, but the SDK refuses to start.
vi.mock('openai', () => ({
  default: class {
    constructor() {
      throw new Error('client refused to start')
    }
  },
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/theming/theme-runtime', () => ({ useIsWorkingThemeSelected: () => true }))
vi.mock('@/theming/working-background', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/theming/working-background')>()),
  setWorkingThemeBackgroundImage: vi.fn(() => Promise.resolve()),
}))

beforeEach(() => {
  resetImageClient()
  localStorage.clear()
  vi.stubEnv('VITE_OPENAI_API_KEY', 'unit-test-key')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => vi.unstubAllEnvs())

it('says the AI client is not initialized when Generate is pressed before the client failed to start', async () => {
  localStorage.setItem('design-prompt', 'a lantern')
  render(<GenerateWithAi />)
  // Pressed at once, while the client is still starting.
  fireEvent.click(screen.getByRole('button', { name: 'Generate Image' }))
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'AI image generation is not available: the AI client is not initialized',
    ),
  )
  expect(setWorkingThemeBackgroundImage).not.toHaveBeenCalled()
  expect(console.error).toHaveBeenCalledWith(
    expect.stringContaining('could not be created'),
    expect.any(Error),
  )
  // From then on the method is shown as not available.
  expect(screen.getByRole('heading', { name: /Generate with AI/ })).toHaveTextContent(
    '(Not available)',
  )
  expect(screen.getByRole('button', { name: 'Generate Image' })).toBeDisabled()
})
