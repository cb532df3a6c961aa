import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createImageClient,
  describeGenerationError,
  generateBackgroundImage,
  hasImageClientConfig,
  ImageClientUnavailableError,
  loadImageClient,
  readImageClientConfig,
  requestBackgroundImage,
  resetImageClient,
} from './image-client'
import { buildBackgroundImagePrompt } from './image-request'

interface SentRequest {
  url: string
  method: string
  headers: Headers
  body: unknown
}

/** A fetch that records what the SDK sends and answers with the given status and JSON. */
function recordingFetch(status: number, answer: unknown) {
  const sent: SentRequest[] = []
  const fetchImpl = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input instanceof Request ? input.url : input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  return { sent, fetch: fetchImpl as unknown as typeof fetch }
}

const BASE_URL = 'http://127.0.0.1:9/v1'
const request = { description: 'a quiet harbour', themeColor: { r: 10, g: 20, b: 30 } }

beforeEach(() => {
  resetImageClient()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('configuration', () => {
  it('reads the key and base URL from the build environment, ignoring blanks', () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', ' key-1 ')
    vi.stubEnv('VITE_OPENAI_BASE_URL', '')
    expect(readImageClientConfig()).toEqual({ apiKey: 'key-1', baseURL: undefined })
    expect(hasImageClientConfig()).toBe(true)
    vi.stubEnv('VITE_OPENAI_API_KEY', '   ')
    expect(hasImageClientConfig()).toBe(false)
  })

  it('has no client without a key, and says why in the log', async () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', '')
    await expect(loadImageClient()).resolves.toBeUndefined()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('not available'))
    await expect(generateBackgroundImage({ ...request, model: 'dall-e-3' })).rejects.toThrow(
      ImageClientUnavailableError,
    )
    await expect(generateBackgroundImage({ ...request, model: 'dall-e-3' })).rejects.toThrow(
      'AI image generation is not available: the AI client is not initialized',
    )
  })

  it('creates one shared client from the configuration', async () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'key-2')
    vi.stubEnv('VITE_OPENAI_BASE_URL', BASE_URL)
    const client = await loadImageClient()
    expect(client?.apiKey).toBe('key-2')
    expect(client?.baseURL).toBe(BASE_URL)
    expect(client?.maxRetries).toBe(0)
    expect(await loadImageClient()).toBe(client)
  })
})

describe('requestBackgroundImage', () => {
  async function clientAnswering(status: number, answer: unknown) {
    const recorder = recordingFetch(status, answer)
    const client = await createImageClient(
      { apiKey: 'secret-key', baseURL: BASE_URL },
      { fetch: recorder.fetch },
    )
    if (!client) throw new Error('client expected')
    return { client, sent: recorder.sent }
  }

  it('posts the DALL-E 3 request and returns the image as a PNG data URL', async () => {
    const { client, sent } = await clientAnswering(200, {
      created: 1,
      data: [{ b64_json: 'iVBORw0KGgo=' }],
    })
    await expect(requestBackgroundImage(client, { ...request, model: 'dall-e-3' })).resolves.toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe(`${BASE_URL}/images/generations`)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret-key')
    expect(sent[0]?.body).toEqual({
      model: 'dall-e-3',
      prompt: buildBackgroundImagePrompt('a quiet harbour', { r: 10, g: 20, b: 30 }),
      size: '1024x1024',
      n: 1,
      response_format: 'b64_json',
    })
  })

  it('sends no response_format for GPT Image 1', async () => {
    const { client, sent } = await clientAnswering(200, {
      created: 1,
      data: [{ b64_json: 'AAAA' }],
    })
    await requestBackgroundImage(client, { ...request, model: 'gpt-image-1' })
    expect(sent[0]?.body).toEqual({
      model: 'gpt-image-1',
      prompt: expect.stringContaining('RGB(10, 20, 30)') as unknown,
      size: '1024x1024',
      n: 1,
    })
  })

  it('reports an empty answer as "No image data returned"', async () => {
    const { client } = await clientAnswering(200, { created: 1, data: [] })
    await expect(requestBackgroundImage(client, { ...request, model: 'dall-e-3' })).rejects.toThrow(
      'No image data returned',
    )
  })

  it('fails once, without retrying, when the provider answers 500', async () => {
    const { client, sent } = await clientAnswering(500, {
      error: { message: 'boom', type: 'server_error' },
    })
    await expect(
      requestBackgroundImage(client, { ...request, model: 'dall-e-3' }),
    ).rejects.toMatchObject({
      status: 500,
    })
    expect(sent).toHaveLength(1)
  })
})

describe('describeGenerationError', () => {
  it('never shows the configured key or anything key-like', () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'my-secret')
    expect(describeGenerationError(new Error('401 bad key my-secret'))).toBe('401 bad key [hidden]')
    expect(describeGenerationError(new Error('Incorrect API key provided: sk-abc***xyz.'))).toBe(
      'Incorrect API key provided: [hidden]',
    )
  })
})
