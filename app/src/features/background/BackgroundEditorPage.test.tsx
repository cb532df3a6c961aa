import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Theme } from '@theme-a-roo/theme'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { platform } from '@/platform/current-platform'
import { selectWorkingTheme, useThemeRuntime } from '@/theming/theme-runtime'
import {
  createDefaultWorkingTheme,
  setWorkingThemeBackgroundColor,
  setWorkingThemeColor,
  useWorkingTheme,
} from '@/theming/working-theme'
import { serveWebImages } from '@/test/web-images'
import { THEME_COLOR_TOKEN } from './background-presets'
import BackgroundEditorPage from './BackgroundEditorPage'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
// The AI method is another part with its own tests; a stand-in shows where it sits.
vi.mock('./ai/GenerateWithAi', () => ({
  default: () => (
    <section aria-label="(3) Generate with AI">
      <textarea aria-label="Describe your background image" />
    </section>
  ),
}))
vi.mock('@/theming/theme-runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/theming/theme-runtime')>()),
  selectWorkingTheme: vi.fn(),
}))
// The image database itself is watched (and made to fail) where the page cannot reach it.
const storeImage = vi.hoisted(() => vi.fn())
vi.mock('@/storage/image-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/storage/image-store')>()
  storeImage.mockImplementation(original.storeImage)
  return { ...original, storeImage }
})

const PNG_DATA_URI = 'data:image/png;base64,iVBORw0KGgoAAAAN'

function makeCurrent(isWorkingTheme: boolean) {
  const theme: Theme = isWorkingTheme
    ? useWorkingTheme.getState().theme
    : { name: 'win95', displayName: 'Windows 95', schemaVersion: 1 }
  useThemeRuntime.setState({ current: { name: theme.name, theme, source: theme, isWorkingTheme } })
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/background-editor']}>
      <BackgroundEditorPage />
    </MemoryRouter>,
  )
}

const colorPicker = () => screen.getByRole('group', { name: 'Theme color picker' })
const applySwitch = () => screen.getByRole('switch', { name: 'Apply to background color' })
const filtersCheckbox = () => screen.getByRole('checkbox', { name: 'Enable backdrop filters' })
const urlField = () => screen.getByRole('textbox', { name: 'Image URL' })
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Background image file')

let objectUrls = 0
afterEach(() => {
  vi.unstubAllGlobals()
})
beforeEach(() => {
  vi.clearAllMocks()
  localStorage.clear()
  objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
  useWorkingTheme.setState({ theme: createDefaultWorkingTheme(), restoringBackground: false })
  makeCurrent(true)
})

describe('Background Editor page', () => {
  it('shows the editing notice and the three cards', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Background Editor' })).toBeInTheDocument()
    expect(
      screen.getByText(/You are editing your working theme “Design”/).closest('[role="status"]'),
    ).not.toBeNull()
    for (const [title, subtitle] of [
      ['Color Selection', "Choose your theme's base color"],
      ['Backdrop Filters', 'Control blur effects on UI elements'],
      ['Background Image', 'Link to, upload or generate a background image'],
    ] as const) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
      expect(screen.getByText(subtitle)).toBeInTheDocument()
    }
    expect(screen.getByText('Choose one of these three methods')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '(1) Paste Image URL' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '(2) Upload from Device' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '(3) Generate with AI' })).toBeInTheDocument()
  })

  it('shows an example theme read-only, with a way back to the working theme', async () => {
    makeCurrent(false)
    renderPage()
    const notice = screen.getByText(
      'You are viewing an example theme. Switch to the working theme to make edits.',
    )
    expect(colorPicker()).toHaveAttribute('inert')
    expect(applySwitch()).toBeDisabled()
    expect(filtersCheckbox()).toBeDisabled()
    expect(urlField()).toBeDisabled()
    for (const name of ['Paste from clipboard', 'Apply Image URL', 'Choose File to Upload']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
    expect(fileInput()).toBeDisabled()
    // Whatever the AI method renders sits in a disabled fieldset.
    expect(
      await screen.findByRole('textbox', { name: 'Describe your background image' }),
    ).toBeDisabled()
    const colorCard = screen.getByText("Choose your theme's base color").closest('.opacity-60')
    expect(colorCard).not.toBeNull()

    await userEvent.click(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Switch to working theme',
      }),
    )
    expect(selectWorkingTheme).toHaveBeenCalled()
  })
})

describe('Color Selection', () => {
  it('starts from the stored theme colour and reads it out', () => {
    useWorkingTheme.setState({
      theme: { ...createDefaultWorkingTheme(), colors: { themeColor: 'hsl(233, 31%, 15%)' } },
    })
    renderPage()
    expect(screen.getByTestId('hsl-readout')).toHaveTextContent('hsl(233, 31%, 15%)')
    expect(screen.getByTestId('rgba-readout')).toHaveTextContent(
      /^RGBA\(2[5-9], (2[89]|3[0-2]), (49|5[0-3]), 1\)$/,
    )
  })

  it('falls back to RGB(27, 30, 51) without a theme colour', () => {
    useWorkingTheme.setState({ theme: { ...createDefaultWorkingTheme(), colors: {} } })
    renderPage()
    expect(screen.getByTestId('rgba-readout')).toHaveTextContent('RGBA(27, 30, 51, 1)')
  })

  it('moves 5 percent per arrow key, shows the colour while the key is held and stores it once let go, as an hsl string', async () => {
    renderPage()
    const slider = within(colorPicker()).getByRole('slider', { name: 'Color' })
    const before = slider.getAttribute('aria-valuetext') ?? ''
    const readBefore = screen.getByTestId('hsl-readout').textContent
    const storedBefore = localStorage.getItem('working-theme')
    const saturation = (text: string) => Number(/Saturation (\d+)%/.exec(text)?.[1])
    const writes: string[] = []
    const unsubscribe = useWorkingTheme.subscribe((state, previous) => {
      const color = state.theme.colors?.themeColor
      if (color !== previous.theme.colors?.themeColor && color) writes.push(color)
    })
    const arrowRight = { key: 'ArrowRight', keyCode: 39, which: 39 }
    for (let i = 0; i < 3; i++) fireEvent.keyDown(slider, arrowRight)
    expect(saturation(slider.getAttribute('aria-valuetext') ?? '')).toBe(saturation(before) + 15)
    await waitFor(() =>
      expect(screen.getByTestId('hsl-readout')).not.toHaveTextContent(readBefore ?? ''),
    )
    expect(writes).toEqual([])
    expect(localStorage.getItem('working-theme')).toBe(storedBefore)
    fireEvent.keyUp(slider, arrowRight)
    unsubscribe()
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/)
    expect(screen.getByTestId('hsl-readout')).toHaveTextContent(writes[0] as string)
    expect(JSON.parse(localStorage.getItem('working-theme') ?? '{}')).toMatchObject({
      colors: { themeColor: writes[0] },
    })
  })

  it('follows a theme colour set elsewhere', () => {
    renderPage()
    act(() => setWorkingThemeColor({ r: 255, g: 0, b: 0 }))
    expect(screen.getByTestId('rgba-readout')).toHaveTextContent('RGBA(255, 0, 0, 1)')
    expect(screen.getByTestId('hsl-readout')).toHaveTextContent('hsl(0, 100%, 50%)')
  })

  it('applies the theme colour to the background and follows the stored background colour', async () => {
    renderPage()
    expect(applySwitch()).not.toBeChecked()
    await userEvent.click(applySwitch())
    expect(useWorkingTheme.getState().theme.colors?.background).toBe(THEME_COLOR_TOKEN)
    expect(applySwitch()).toBeChecked()
    await userEvent.click(applySwitch())
    expect(useWorkingTheme.getState().theme.colors).not.toHaveProperty('background')
    expect(applySwitch()).not.toBeChecked()

    act(() => setWorkingThemeBackgroundColor(THEME_COLOR_TOKEN))
    expect(applySwitch()).toBeChecked()
    act(() => setWorkingThemeBackgroundColor('#ffffff'))
    expect(applySwitch()).not.toBeChecked()
  })
})

describe('Backdrop Filters', () => {
  it.each([
    [{ restoringBackground: true, image: 'blob:old' }, 'Loading...', false],
    [
      { restoringBackground: false, image: undefined },
      'Requires a background image to enable backdrop filters',
      false,
    ],
    [
      { restoringBackground: false, image: PNG_DATA_URI },
      'Adds blur effect to cards, popups, and other UI elements',
      true,
    ],
  ])('%o: %s', (state, help, enabled) => {
    useWorkingTheme.setState({
      theme: {
        ...createDefaultWorkingTheme(),
        ...(state.image ? { backgroundImage: state.image } : {}),
      },
      restoringBackground: state.restoringBackground,
    })
    renderPage()
    expect(filtersCheckbox()).toHaveAccessibleDescription(help)
    if (enabled) expect(filtersCheckbox()).toBeEnabled()
    else expect(filtersCheckbox()).toBeDisabled()
  })

  it('turns the blur on and off', async () => {
    useWorkingTheme.setState({
      theme: { ...createDefaultWorkingTheme(), backgroundImage: PNG_DATA_URI },
    })
    renderPage()
    await userEvent.click(filtersCheckbox())
    expect(useWorkingTheme.getState().theme.colors?.cardBackdropFilter).toBe(
      'blur(16px) saturate(180%) brightness(1.1)',
    )
    expect(filtersCheckbox()).toBeChecked()
    await userEvent.click(filtersCheckbox())
    expect(JSON.stringify(useWorkingTheme.getState().theme)).not.toContain('blur(')
  })
})

describe('Background Image', () => {
  it('shows the current image with remove and download buttons', async () => {
    useWorkingTheme.setState({
      theme: { ...createDefaultWorkingTheme(), backgroundImage: PNG_DATA_URI },
    })
    const save = vi.spyOn(platform, 'saveBinaryFile').mockResolvedValue(true)
    renderPage()
    const image = screen.getByRole('img', { name: 'Current background image' })
    expect(image).toHaveAttribute('src', PNG_DATA_URI)
    expect(image).toHaveAttribute('decoding', 'async')

    await userEvent.click(screen.getByRole('button', { name: 'Download Image' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Image saved to your downloads folder'),
    )
    expect(save).toHaveBeenCalledWith(
      expect.stringMatching(/^background-image-.*Z\.png$/),
      expect.any(Blob),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Remove background image' }))
    expect(useWorkingTheme.getState().theme.backgroundImage).toBeUndefined()
    expect(screen.queryByRole('img', { name: 'Current background image' })).not.toBeInTheDocument()
    expect(screen.getByText('No background image')).toBeInTheDocument()
  })

  it('says Loading... while the last image is looked up', () => {
    useWorkingTheme.setState({
      theme: { ...createDefaultWorkingTheme(), backgroundImage: 'blob:stale' },
      restoringBackground: true,
    })
    renderPage()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0)
  })

  it('pastes from the clipboard: blank, failure and trimmed text', async () => {
    const read = vi.spyOn(platform, 'readClipboardText')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage()
    const paste = screen.getByRole('button', { name: 'Paste from clipboard' })

    read.mockResolvedValueOnce('  \n ')
    await userEvent.click(paste)
    expect(toast.info).toHaveBeenCalledWith('No text found in clipboard')
    expect(urlField()).toHaveValue('')

    read.mockRejectedValueOnce(new Error('denied'))
    await userEvent.click(paste)
    expect(toast.error).toHaveBeenCalledWith('Failed to read from clipboard')

    read.mockResolvedValueOnce('  https://example.com/sky.jpg \n')
    await userEvent.click(paste)
    expect(urlField()).toHaveValue('https://example.com/sky.jpg')
    consoleError.mockRestore()
  })

  it("in the desktop window, readies the field for the user's own paste and trims it", async () => {
    // The desktop platform has no clipboard read: the webview lets no script read it.
    const { readClipboardText } = platform
    delete platform.readClipboardText
    try {
      renderPage()
      await userEvent.type(urlField(), 'https://example.com/old.jpg')
      await userEvent.click(screen.getByRole('button', { name: 'Paste from clipboard' }))
      expect(toast.info).toHaveBeenCalledWith('Press Ctrl+V to paste the image address')
      expect(urlField()).toHaveFocus()

      await userEvent.paste('  \n ')
      expect(toast.info).toHaveBeenLastCalledWith('No text found in clipboard')
      expect(urlField()).toHaveValue('https://example.com/old.jpg')

      // The field's text is still selected, so the paste replaces it.
      await userEvent.paste('  https://example.com/sky.jpg \n')
      expect(urlField()).toHaveValue('https://example.com/sky.jpg')
    } finally {
      platform.readClipboardText = readClipboardText
    }
  })

  it('applies a URL after checking it and clears the field', async () => {
    serveWebImages({ 'https://example.com/sky.jpg': { width: 1920, height: 1080 } })
    renderPage()
    const apply = screen.getByRole('button', { name: 'Apply Image URL' })
    await userEvent.click(apply)
    expect(toast.error).toHaveBeenLastCalledWith('Please enter an image URL')

    await userEvent.type(urlField(), 'example.com/sky.jpg')
    await userEvent.click(apply)
    expect(toast.error).toHaveBeenLastCalledWith('Please enter a valid image URL')
    expect(urlField()).toHaveValue('example.com/sky.jpg')

    await userEvent.clear(urlField())
    await userEvent.type(urlField(), 'https://example.com/sky.jpg{Enter}')
    await waitFor(() => expect(urlField()).toHaveValue(''))
    expect(useWorkingTheme.getState().theme.backgroundImage).toBe('https://example.com/sky.jpg')
    expect(useWorkingTheme.getState().theme.colors?.background).toBe('transparent')
  })

  it('refuses a URL whose image is too large to decode, keeping the field and the theme', async () => {
    const huge = 'https://example.com/huge.png'
    serveWebImages({ [huge]: { width: 16000, height: 16000 } })
    renderPage()
    const before = useWorkingTheme.getState().theme
    await userEvent.type(urlField(), `${huge}{Enter}`)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'The background image is too large: 16000 x 16000 pixels (256 megapixels). ' +
          'Images may have at most 200 megapixels and 32767 pixels a side.',
      ),
    )
    expect(urlField()).toHaveValue(huge)
    expect(useWorkingTheme.getState().theme).toBe(before)
    expect(localStorage.getItem('shown-backgrounds')).toBeNull()
  })

  it('uploads images only and resets the file input', async () => {
    renderPage()
    const input = fileInput()
    expect(input).toHaveAttribute('accept', 'image/*')

    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(toast.error).toHaveBeenCalledWith('Please choose an image file')
    expect(useWorkingTheme.getState().theme.backgroundImage).toBeUndefined()

    const image = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'sky.png',
      {
        type: 'image/png',
      },
    )
    fireEvent.change(input, { target: { files: [image] } })
    expect(input.value).toBe('')
    await waitFor(() =>
      expect(useWorkingTheme.getState().theme.backgroundImage).toMatch(
        /^stored-image:[0-9a-f]{64}$/,
      ),
    )
    expect(storeImage).toHaveBeenCalledWith('background-image', image)
    expect(await screen.findByRole('img', { name: 'Current background image' })).toHaveAttribute(
      'src',
      'blob:test/1',
    )
  })

  it("shows the storage failure's message", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(storeImage).mockRejectedValueOnce(
      new Error('Failed to store image: QuotaExceededError'),
    )
    renderPage()
    const image = new File(['x'], 'sky.png', { type: 'image/png' })
    fireEvent.change(fileInput(), { target: { files: [image] } })
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to store background image: Failed to store image: QuotaExceededError',
      ),
    )
    expect(useWorkingTheme.getState().theme.backgroundImage).toBeUndefined()
    consoleError.mockRestore()
  })
})
