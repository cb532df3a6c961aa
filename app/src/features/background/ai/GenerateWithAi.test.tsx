import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useIsWorkingThemeSelected } from '@/theming/theme-runtime'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import GenerateWithAi from './GenerateWithAi'
import { resetImageClient } from './image-client'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/theming/theme-runtime', () => ({ useIsWorkingThemeSelected: vi.fn(() => true) }))
vi.mock('@/theming/working-background', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/theming/working-background')>()),
  setWorkingThemeBackgroundImage: vi.fn(() => Promise.resolve()),
}))

/** Answers the SDK's request from the test; resolves when the test says so. */
function stubProvider() {
  const bodies: unknown[] = []
  let answer: (status: number, body: unknown) => void = () => {}
  const fetchStub = vi.fn((_url: unknown, init?: RequestInit) => {
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)
    return new Promise<Response>((resolve) => {
      answer = (status, body) =>
        resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        )
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return { bodies, fetchStub, answer: (status: number, body: unknown) => answer(status, body) }
}

function section() {
  return screen.getByRole('region', { name: /Generate with AI/ })
}

const promptField = () => screen.getByRole('textbox', { name: 'Describe your background image' })
const modelSelect = () => screen.getByRole('combobox', { name: 'Model' })
const generateButton = () => screen.getByRole('button', { name: /Generate Image|Generating\.\.\./ })

beforeEach(() => {
  resetImageClient()
  localStorage.clear()
  vi.clearAllMocks()
  vi.mocked(useIsWorkingThemeSelected).mockReturnValue(true)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('GenerateWithAi without an AI key', () => {
  beforeEach(() => vi.stubEnv('VITE_OPENAI_API_KEY', ''))

  it('is dimmed, marked (Not available) and cannot be used', async () => {
    render(<GenerateWithAi />)
    expect(section()).toHaveAttribute('data-available', 'false')
    expect(screen.getByText('(3) Generate with AI')).toHaveClass('opacity-50')
    expect(screen.getByTestId('generate-with-ai-controls')).toHaveClass('opacity-50')
    expect(screen.getByRole('heading', { name: /Generate with AI/ })).toHaveTextContent(
      '(Not available)',
    )
    expect(promptField()).toBeDisabled()
    expect(modelSelect()).toBeDisabled()
    expect(generateButton()).toBeDisabled()
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('not available')),
    )
  })
})

describe('GenerateWithAi with an AI key', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'unit-test-key')
    vi.stubEnv('VITE_OPENAI_BASE_URL', 'http://127.0.0.1:9/v1')
  })

  it('is ready to use, with DALL-E 3 chosen by default', async () => {
    render(<GenerateWithAi />)
    expect(screen.getByTestId('generate-with-ai-controls')).not.toHaveClass('opacity-50')
    expect(screen.queryByText('(Not available)')).not.toBeInTheDocument()
    expect(promptField()).toBeEnabled()
    expect(promptField()).toHaveAttribute('placeholder', 'Describe your background image')
    expect(modelSelect()).toHaveTextContent('DALL-E 3')
    expect(generateButton()).toBeEnabled()
    // The client starts in the background; the section stays available once it has.
    await waitFor(() => expect(section()).toHaveAttribute('data-available', 'true'))
  })

  it('is disabled while an example theme is selected', () => {
    vi.mocked(useIsWorkingThemeSelected).mockReturnValue(false)
    render(<GenerateWithAi />)
    expect(screen.queryByText('(Not available)')).not.toBeInTheDocument()
    expect(promptField()).toBeDisabled()
    expect(modelSelect()).toBeDisabled()
    expect(generateButton()).toBeDisabled()
  })

  it('asks for a prompt when the description is blank and sends nothing', async () => {
    const provider = stubProvider()
    render(<GenerateWithAi />)
    await userEvent.type(promptField(), '   ')
    await userEvent.click(generateButton())
    expect(toast.error).toHaveBeenCalledWith('Please enter a prompt')
    expect(provider.fetchStub).not.toHaveBeenCalled()
  })

  it('remembers the prompt and the model', async () => {
    localStorage.setItem('design-prompt', 'stored words')
    localStorage.setItem('image-model', 'gpt-image-1')
    const { unmount } = render(<GenerateWithAi />)
    expect(promptField()).toHaveValue('stored words')
    expect(modelSelect()).toHaveTextContent('GPT Image 1')
    await userEvent.type(promptField(), ' more')
    expect(localStorage.getItem('design-prompt')).toBe('stored words more')
    unmount()
    localStorage.setItem('image-model', 'not-a-model')
    render(<GenerateWithAi />)
    expect(modelSelect()).toHaveTextContent('DALL-E 3')
  })

  it('shows Generating... while waiting, then sets the image as the background', async () => {
    const provider = stubProvider()
    render(<GenerateWithAi />)
    await userEvent.type(promptField(), 'a red balloon')
    await userEvent.click(generateButton())
    await waitFor(() => expect(provider.fetchStub).toHaveBeenCalledTimes(1))
    expect(generateButton()).toHaveTextContent('Generating...')
    expect(generateButton()).toBeDisabled()
    // The default working theme colour, hsl(92, 20%, 42%), goes into the prompt as RGB.
    expect(provider.bodies[0]).toMatchObject({
      model: 'dall-e-3',
      size: '1024x1024',
      response_format: 'b64_json',
    })
    expect((provider.bodies[0] as { prompt: string }).prompt).toMatch(
      /a red balloon.*RGB\(106, 129, 86\)/,
    )

    provider.answer(200, { created: 1, data: [{ b64_json: 'iVBORw0KGgo=' }] })
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generate Image'))
    expect(generateButton()).toBeEnabled()
    // Applied only if no other background was chosen since the request started.
    expect(setWorkingThemeBackgroundImage).toHaveBeenCalledWith(
      'data:image/png;base64,iVBORw0KGgo=',
      { ifUnchangedSince: expect.any(Number) as number },
    )
    expect(toast.error).not.toHaveBeenCalled()
  })

  it.each([
    [200, { created: 1, data: [] }, 'Failed to generate image'],
    [
      401,
      {
        error: {
          message: 'Incorrect API key provided: unit-test-key',
          type: 'invalid_request_error',
        },
      },
      'Error generating image',
    ],
    [
      500,
      { error: { message: 'The server had an error', type: 'server_error' } },
      'Error generating image',
    ],
  ])(
    'answer %i %j gives the toast "%s" and leaves the background alone',
    async (status, body, message) => {
      const provider = stubProvider()
      render(<GenerateWithAi />)
      await userEvent.type(promptField(), 'a forest')
      await userEvent.click(generateButton())
      await waitFor(() => expect(provider.fetchStub).toHaveBeenCalled())
      provider.answer(status, body)
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()))
      expect(JSON.stringify(vi.mocked(toast.error).mock.calls)).not.toContain('unit-test-key')
      expect(setWorkingThemeBackgroundImage).not.toHaveBeenCalled()
      expect(generateButton()).toHaveTextContent('Generate Image')
    },
  )
})
