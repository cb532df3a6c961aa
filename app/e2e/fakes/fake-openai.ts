import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { pngFile } from './png-file'

/*
 * A stand-in for the AI provider's image API, run on 127.0.0.1 by the end-to-end tests. It speaks
 * POST /v1/images/generations as the official SDK calls it from the browser (CORS preflight
 * included), records every request, checks it against the product's request rules, and answers
 * the way the test asks: an image, an empty answer, 401, 403, 429 or 500, an answer cut off
 * half-way, or no answer at all; optionally after a delay.
 */

export type FakeOpenAiMode =
  | 'success'
  | 'empty'
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'server-error'
  /** A 200 whose body stops half-way, then the connection closes. */
  | 'cut-response'
  /** No answer ever comes. */
  | 'stall'

export interface RecordedImageRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown> | undefined
  /** Every rule the request broke; empty for a well-formed request. */
  problems: string[]
}

export interface FakeOpenAi {
  /** Base URL to give the SDK, ending in /v1. */
  baseUrl: string
  /** Image requests received (preflights are not recorded). */
  requests: RecordedImageRequest[]
  setMode(mode: FakeOpenAiMode, options?: { delayMs?: number }): void
  /** Forgets recorded requests and goes back to an immediate success. */
  reset(): void
  close(): Promise<void>
}

export interface FakeOpenAiOptions {
  port: number
  /** The key the app was built with; any other Authorization gets a 401. */
  apiKey: string
}

const IMAGE_MODELS = new Set(['dall-e-3', 'gpt-image-1'])
const PROMPT_COLOR = /RGB\(\d{1,3}, \d{1,3}, \d{1,3}\)/

/** A real, decodable PNG: a small diagonal gradient, 8-bit RGB. */
export function makeGradientPng(size = 64): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3) // leading 0: no filter
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1))
      row[1 + x * 3] = Math.round(40 + 180 * t)
      row[2 + x * 3] = Math.round(60 + 60 * (1 - t))
      row[3 + x * 3] = Math.round(140 + 100 * (1 - t))
    }
    rows.push(row)
  }
  return pngFile({
    width: size,
    height: size,
    bitDepth: 8,
    colourType: 2,
    rows: Buffer.concat(rows),
  })
}

export const FAKE_IMAGE_BASE64 = makeGradientPng().toString('base64')

/**
 * What the app must send (the build's key, JSON, a listed model, the theme colour in the prompt,
 * a square image, base64 answers except from gpt-image-1), as a list of what is wrong.
 */
function checkImageRequest(
  headers: IncomingHttpHeaders,
  body: Record<string, unknown> | undefined,
  apiKey: string,
) {
  const problems: string[] = []
  if (headers.authorization !== `Bearer ${apiKey}`)
    problems.push('authorization is not the test key')
  if (!String(headers['content-type']).startsWith('application/json'))
    problems.push('content-type is not JSON')
  if (!body) return [...problems, 'body is not a JSON object']
  if (typeof body.model !== 'string' || !IMAGE_MODELS.has(body.model))
    problems.push(`unexpected model ${String(body.model)}`)
  if (typeof body.prompt !== 'string' || !PROMPT_COLOR.test(body.prompt))
    problems.push('prompt lacks RGB(r, g, b)')
  if (body.size !== '1024x1024') problems.push(`size is ${String(body.size)}`)
  if (body.model === 'gpt-image-1') {
    if ('response_format' in body) problems.push('gpt-image-1 request carries response_format')
  } else if (body.response_format !== 'b64_json') {
    problems.push(`response_format is ${String(body.response_format)}`)
  }
  return problems
}

function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    // The SDK adds x-stainless-* headers that vary by version; allow whatever the browser asks for.
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'authorization, content-type, x-stainless-retry-count',
    'access-control-max-age': '600',
  }
}

export async function startFakeOpenAi({ port, apiKey }: FakeOpenAiOptions): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = 'success'
  let delayMs = 0
  const requests: RecordedImageRequest[] = []

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, {
      ...corsHeaders(request),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    })
    response.end(body === undefined ? undefined : JSON.stringify(body))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method === 'OPTIONS') return send(request, response, 204)
    if (request.method !== 'POST' || path !== '/v1/images/generations') {
      return send(
        request,
        response,
        404,
        errorBody(`Unknown request: ${request.method} ${path}`, 'invalid_request_error', null),
      )
    }
    const body = parseObject(await readBody(request))
    const problems = checkImageRequest(request.headers, body, apiKey)
    requests.push({ method: request.method, path, headers: request.headers, body, problems })
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))

    if (request.headers.authorization !== `Bearer ${apiKey}` || mode === 'unauthorized') {
      return send(
        request,
        response,
        401,
        errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      )
    }
    if (mode === 'stall') return
    if (mode === 'forbidden') {
      return send(
        request,
        response,
        403,
        errorBody('Project does not have access to model.', 'invalid_request_error', null),
      )
    }
    if (mode === 'rate-limited') {
      return send(
        request,
        response,
        429,
        errorBody('Rate limit reached for images per minute.', 'requests', 'rate_limit_exceeded'),
        { 'retry-after': '20' },
      )
    }
    if (problems.length > 0) {
      return send(
        request,
        response,
        400,
        errorBody(problems.join('; '), 'invalid_request_error', null),
      )
    }
    if (mode === 'server-error') {
      return send(
        request,
        response,
        500,
        errorBody('The server had an error while processing your request.', 'server_error', null),
      )
    }
    const created = Math.floor(Date.now() / 1000)
    if (mode === 'empty') return send(request, response, 200, { created, data: [] })
    const image = {
      created,
      data: [{ b64_json: FAKE_IMAGE_BASE64, revised_prompt: body?.prompt }],
      ...(body?.model === 'gpt-image-1' ? { output_format: 'png', size: '1024x1024' } : {}),
    }
    if (mode === 'cut-response') {
      const text = JSON.stringify(image)
      response.writeHead(200, {
        ...corsHeaders(request),
        'content-type': 'application/json',
        'content-length': String(text.length),
      })
      response.write(text.slice(0, Math.floor(text.length / 2)))
      setTimeout(() => request.socket.destroy(), 50)
      return
    }
    return send(request, response, 200, image)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(request, response, 500, errorBody(`Fake failed: ${String(error)}`, 'server_error', null))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: boundPort } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${boundPort}/v1`,
    requests,
    setMode(nextMode, options = {}) {
      mode = nextMode
      delayMs = options.delayMs ?? 0
    },
    reset() {
      requests.length = 0
      mode = 'success'
      delayMs = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
