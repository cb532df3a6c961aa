import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { create as createDigest } from 'multiformats/hashes/digest'
import { sha256 } from 'multiformats/hashes/sha2'

/*
 * A stand-in for Pinata, run on 127.0.0.1 by the end-to-end tests. It answers what the official
 * SDK calls from the browser (CORS preflights included): the public group list, multipart uploads,
 * the resumable protocol for files over 90 MiB, the file lookup that follows it, and the gateway's
 * /ipfs/<cid>. CIDs are real (CIDv1, raw, sha2-256) and computed from the bytes received. The
 * bearer token is always checked, and a test can make it answer 401, 500, slowly, or drop the
 * connection in the middle of an upload.
 */

export type FakePinataMode = 'success' | 'unauthorized' | 'server-error' | 'drop'

export interface FakePinataModeOptions {
  /** Every answer waits this long (a slow network or server). */
  delayMs?: number
  /** The failure starts after this many uploads have succeeded. */
  failAfterFiles?: number
  /** The failure applies to this many upload requests, then uploads succeed again. */
  times?: number
  /** 'drop' closes the connection after this many body bytes (default 64 KiB). */
  dropAfterBytes?: number
}

export interface StoredFile {
  id: string
  name: string
  cid: string
  size: number
  mimeType: string
  network: string
  groupId: string | null
  keyvalues: Record<string, string>
  sha256: string
  via: 'multipart' | 'resumable'
  createdAt: string
}

export interface RecordedRequest {
  method: string
  path: string
  authorized: boolean
}

export interface FakePinata {
  apiUrl: string
  uploadUrl: string
  gatewayUrl: string
  files: StoredFile[]
  requests: RecordedRequest[]
  addGroup(name: string): { id: string; name: string }
  /** Serves bytes at a path (with CORS), e.g. an external background image. */
  serveStatic(path: string, bytes: Buffer, contentType: string): void
  setMode(mode: FakePinataMode, options?: FakePinataModeOptions): void
  reset(): void
  close(): Promise<void>
}

/** Files up to this size are kept to be served at /ipfs/<cid>; larger ones only by size and hash. */
const KEEP_BYTES_UP_TO = 16 * 1024 * 1024
const DEFAULT_DROP_AFTER = 64 * 1024

export async function cidOf(bytes: Uint8Array): Promise<string> {
  return CID.create(1, raw.code, await sha256.digest(bytes)).toString()
}

function cidOfDigest(digest: Buffer): string {
  return CID.create(1, raw.code, createDigest(sha256.code, digest)).toString()
}

interface Group {
  id: string
  name: string
  is_public: boolean
  created_at: string
}

interface ResumableUpload {
  length: number
  offset: number
  hash: ReturnType<typeof createHash>
  name: string
  mimeType: string
  network: string
  groupId: string | null
  keyvalues: Record<string, string>
  chunks: Buffer[] | undefined
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'authorization, content-type, source, upload-length, upload-metadata, upload-offset',
    'access-control-expose-headers': 'Location, Upload-Cid, Upload-Offset',
    'access-control-max-age': '600',
  }
}

function decodeMetadata(header: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) fields[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return fields
}

function parseKeyvalues(text: string | undefined): Record<string, string> {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function fileInfo(file: StoredFile) {
  return {
    id: file.id,
    name: file.name,
    cid: file.cid,
    size: file.size,
    number_of_files: 1,
    mime_type: file.mimeType,
    group_id: file.groupId,
    keyvalues: file.keyvalues,
    created_at: file.createdAt,
    vectorized: false,
    network: file.network,
  }
}

export async function startFakePinata(options: { port: number; jwt: string }): Promise<FakePinata> {
  let mode: FakePinataMode = 'success'
  let modeOptions: FakePinataModeOptions = {}
  let failuresLeft = Infinity
  const files: StoredFile[] = []
  const requests: RecordedRequest[] = []
  const groups: Group[] = []
  const kept = new Map<string, { bytes: Buffer; type: string }>()
  const statics = new Map<string, { bytes: Buffer; type: string }>()
  const resumable = new Map<string, ResumableUpload>()
  let origin = ''

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const text =
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    response.writeHead(status, {
      ...corsHeaders(request),
      ...(text === undefined
        ? {}
        : { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' }),
      ...headers,
    })
    response.end(text)
  }

  /** The failure an upload request meets now, if any, counting it against the test's limits. */
  function uploadFailure(): FakePinataMode | undefined {
    if (mode === 'success') return undefined
    if (files.length < (modeOptions.failAfterFiles ?? 0)) return undefined
    if (failuresLeft <= 0) return undefined
    failuresLeft--
    return mode
  }

  function failWith(
    failure: FakePinataMode,
    request: IncomingMessage,
    response: ServerResponse,
  ): boolean {
    if (failure === 'unauthorized') {
      send(request, response, 401, {
        error: { reason: 'INVALID_CREDENTIALS', details: 'Invalid token' },
      })
      return true
    }
    if (failure === 'server-error') {
      send(request, response, 500, {
        error: { reason: 'INTERNAL_ERROR', details: 'Upload failed on the server' },
      })
      return true
    }
    if (failure === 'drop') {
      const limit = modeOptions.dropAfterBytes ?? DEFAULT_DROP_AFTER
      let received = 0
      request.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received >= limit) request.socket.destroy()
      })
      request.on('end', () => request.socket.destroy())
      return true
    }
    return false
  }

  function store(entry: Omit<StoredFile, 'id' | 'createdAt'>, bytes?: Buffer): StoredFile {
    const file: StoredFile = { ...entry, id: randomUUID(), createdAt: new Date().toISOString() }
    files.push(file)
    if (bytes && bytes.length <= KEEP_BYTES_UP_TO)
      kept.set(file.cid, { bytes, type: file.mimeType })
    return file
  }

  async function multipartUpload(request: IncomingMessage, response: ServerResponse) {
    const form = await new Request(`${origin}${request.url}`, {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit).formData()
    const file = form.get('file')
    if (!(file instanceof Blob)) return send(request, response, 400, { error: 'file is missing' })
    const bytes = Buffer.from(await file.arrayBuffer())
    const text = (key: string) => {
      const value = form.get(key)
      return typeof value === 'string' ? value : undefined
    }
    const stored = store(
      {
        name: text('name') ?? (file instanceof File ? file.name : 'file'),
        cid: await cidOf(bytes),
        size: bytes.length,
        mimeType: file.type || 'application/octet-stream',
        network: text('network') ?? 'public',
        groupId: text('group_id') ?? null,
        keyvalues: parseKeyvalues(text('keyvalues')),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        via: 'multipart',
      },
      bytes,
    )
    send(request, response, 200, { data: fileInfo(stored) })
  }

  function startResumable(request: IncomingMessage, response: ServerResponse) {
    const length = Number(request.headers['upload-length'])
    if (!Number.isFinite(length) || length <= 0) {
      return send(request, response, 400, { error: 'Upload-Length is missing' })
    }
    const metadata = decodeMetadata(request.headers['upload-metadata'] as string | undefined)
    const id = randomUUID()
    resumable.set(id, {
      length,
      offset: 0,
      hash: createHash('sha256'),
      name: metadata.filename ?? 'file',
      mimeType: metadata.filetype || 'application/octet-stream',
      network: metadata.network ?? 'public',
      groupId: metadata.group_id ?? null,
      keyvalues: parseKeyvalues(metadata.keyvalues),
      chunks: length <= KEEP_BYTES_UP_TO ? [] : undefined,
    })
    send(request, response, 201, undefined, { location: `${origin}/upload/v3/files/${id}` })
  }

  async function patchResumable(id: string, request: IncomingMessage, response: ServerResponse) {
    const upload = resumable.get(id)
    if (!upload) return send(request, response, 404, { error: 'Unknown upload' })
    if (Number(request.headers['upload-offset']) !== upload.offset) {
      // Drain the body so the client reads the answer instead of a reset connection.
      request.resume()
      return send(request, response, 409, { error: 'Upload-Offset does not match' })
    }
    for await (const chunk of request as AsyncIterable<Buffer>) {
      upload.hash.update(chunk)
      upload.chunks?.push(chunk)
      upload.offset += chunk.length
    }
    if (upload.offset < upload.length) {
      return send(request, response, 204, undefined, { 'upload-offset': String(upload.offset) })
    }
    resumable.delete(id)
    const digest = upload.hash.digest()
    const stored = store(
      {
        name: upload.name,
        cid: cidOfDigest(digest),
        size: upload.length,
        mimeType: upload.mimeType,
        network: upload.network,
        groupId: upload.groupId,
        keyvalues: upload.keyvalues,
        sha256: digest.toString('hex'),
        via: 'resumable',
      },
      upload.chunks ? Buffer.concat(upload.chunks) : undefined,
    )
    send(request, response, 204, undefined, {
      'upload-offset': String(upload.offset),
      'upload-cid': stored.cid,
    })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') return send(request, response, 204)
    if (modeOptions.delayMs)
      await new Promise((resolve) => setTimeout(resolve, modeOptions.delayMs))

    // The gateway and static files need no token, as a public gateway does not.
    if (method === 'GET' && (path.startsWith('/ipfs/') || statics.has(path))) {
      const served = statics.get(path) ?? kept.get(path.split('/')[2] ?? '')
      if (!served) return send(request, response, 404, 'Not found')
      response.writeHead(200, { ...corsHeaders(request), 'content-type': served.type })
      response.end(served.bytes)
      return
    }

    const authorized = request.headers.authorization === `Bearer ${options.jwt}`
    requests.push({ method, path, authorized })
    if (!authorized) {
      request.resume()
      return send(request, response, 401, {
        error: { reason: 'INVALID_CREDENTIALS', details: 'Invalid authentication credentials' },
      })
    }

    if (method === 'GET' && path === '/v3/groups/public') {
      const name = url.searchParams.get('name')
      const matching = groups.filter((group) => !name || group.name.includes(name))
      return send(request, response, 200, { data: { groups: matching, next_page_token: '' } })
    }
    if (method === 'GET' && path === '/v3/files/public') {
      const cid = url.searchParams.get('cid')
      const matching = files.filter((file) => !cid || file.cid === cid).map(fileInfo)
      return send(request, response, 200, { data: { files: matching, next_page_token: '' } })
    }
    if (method === 'POST' && path === '/upload/v3/files') {
      const failure = uploadFailure()
      if (failure && failWith(failure, request, response)) return
      if (request.headers['upload-length']) return startResumable(request, response)
      return multipartUpload(request, response)
    }
    const patch = /^\/upload\/v3\/files\/([\w-]+)$/.exec(path)
    if (method === 'PATCH' && patch?.[1]) {
      const failure = uploadFailure()
      if (failure && failWith(failure, request, response)) return
      return patchResumable(patch[1], request, response)
    }
    request.resume()
    send(request, response, 404, { error: `Unknown request: ${method} ${path}` })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(request, response, 500, { error: `Fake failed: ${String(error)}` })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  return {
    apiUrl: `${origin}/v3`,
    uploadUrl: `${origin}/upload/v3`,
    gatewayUrl: origin,
    files,
    requests,
    addGroup(name) {
      const group: Group = {
        id: randomUUID(),
        name,
        is_public: true,
        created_at: new Date().toISOString(),
      }
      groups.push(group)
      return { id: group.id, name }
    },
    serveStatic(path, bytes, contentType) {
      statics.set(path, { bytes, type: contentType })
    },
    setMode(nextMode, nextOptions = {}) {
      mode = nextMode
      modeOptions = nextOptions
      failuresLeft = nextOptions.times ?? Infinity
    },
    reset() {
      files.length = 0
      requests.length = 0
      groups.length = 0
      kept.clear()
      statics.clear()
      resumable.clear()
      mode = 'success'
      modeOptions = {}
      failuresLeft = Infinity
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
