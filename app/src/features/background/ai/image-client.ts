import type OpenAI from 'openai'
import {
  buildImageGenerateParams,
  imageDataUrlFromResponse,
  type BackgroundImageRequest,
} from './image-request'
import { errorMessage } from '@/lib/error-message'

/**
 * Build-time configuration (VITE_OPENAI_API_KEY, VITE_OPENAI_BASE_URL; see the README); absent or
 * blank values count as unset.
 */
interface ImageClientConfig {
  apiKey?: string
  baseURL?: string
}

function envString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Read on each call, not at import, so a build or test can decide it. */
export function readImageClientConfig(): ImageClientConfig {
  return {
    apiKey: envString(import.meta.env.VITE_OPENAI_API_KEY),
    baseURL: envString(import.meta.env.VITE_OPENAI_BASE_URL),
  }
}

/** Whether a key is configured; the client itself may still fail to start. */
export function hasImageClientConfig(): boolean {
  return readImageClientConfig().apiKey !== undefined
}

/*
 * One generation takes tens of seconds and is billed, so a failure is reported at once rather
 * than retried behind the user's back; they can press Generate again.
 */
const REQUEST_TIMEOUT_MS = 180_000

/**
 * Creates the provider client, or undefined (with the reason logged) when it cannot be used. The
 * SDK is imported here, on demand, so it stays out of every chunk until AI generation is shown.
 */
export async function createImageClient(
  config: ImageClientConfig,
  options: { fetch?: typeof fetch } = {},
): Promise<OpenAI | undefined> {
  if (!config.apiKey) {
    console.error('AI image generation is not available: VITE_OPENAI_API_KEY is not set')
    return undefined
  }
  try {
    const { default: OpenAIClient } = await import('openai')
    return new OpenAIClient({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      // The app has no server of its own: the key is compiled in, as the README warns deployers.
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
      timeout: REQUEST_TIMEOUT_MS,
      fetch: options.fetch,
    })
  } catch (error) {
    console.error('AI image generation is not available: the AI client could not be created', error)
    return undefined
  }
}

let sharedClient: Promise<OpenAI | undefined> | undefined

/** The app's one client, created from the build configuration on first use. */
export function loadImageClient(): Promise<OpenAI | undefined> {
  sharedClient ??= createImageClient(readImageClientConfig())
  return sharedClient
}

/** Forgets the shared client so the next use reads the configuration again (tests). */
export function resetImageClient(): void {
  sharedClient = undefined
}

export class ImageClientUnavailableError extends Error {
  constructor() {
    super('AI image generation is not available: the AI client is not initialized')
    this.name = 'ImageClientUnavailableError'
  }
}

/** Asks the provider for one background image and returns it as a PNG data URL. */
export async function requestBackgroundImage(
  client: OpenAI,
  request: BackgroundImageRequest,
  signal?: AbortSignal,
): Promise<string> {
  const response = await client.images.generate(buildImageGenerateParams(request), { signal })
  return imageDataUrlFromResponse(response)
}

export async function generateBackgroundImage(
  request: BackgroundImageRequest,
  signal?: AbortSignal,
): Promise<string> {
  const client = await loadImageClient()
  if (!client) throw new ImageClientUnavailableError()
  return requestBackgroundImage(client, request, signal)
}

/**
 * A short reason for a failed generation that is safe to show: provider messages can echo part
 * of the key (e.g. 'Incorrect API key provided: sk-...'), so anything key-like is masked.
 */
export function describeGenerationError(error: unknown): string {
  const message = errorMessage(error)
  const { apiKey } = readImageClientConfig()
  const withoutKey = apiKey ? message.split(apiKey).join('[hidden]') : message
  return withoutKey.replace(/\bsk-[\w*.-]+/g, '[hidden]').slice(0, 300)
}
