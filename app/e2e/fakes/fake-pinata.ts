import { createHash, randomUUID, type Hash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { create as createDigest } from 'multiformats/hashes/digest'
import { sha256 } from 'multiformats/hashes/sha2'

/*
 * A stand-in for Pinata, run on 127.0.0.1 by the end-to-end tests. It answers what the official
 * SDK calls from the browser (CORS preflights included): the group list, multipart uploads, the
 * resumable protocol for files over 90 MiB, the file lookup that follows it, and the gateway's
 * /ipfs/<cid>. CIDs are real (CIDv1, raw, sha2-256) and computed from the bytes received. The
 * bearer token is always checked, and a test can make uploads fail: refused (401, 403, 429, 500),
 * dropped while the body is still arriving, or pinned and then left unanswered or answered only
 * in part, which is the case a client cannot tell from a failure. Its gateway can also be made
 * to serve a file with altered bytes, or to refuse it.
 */

export type FakePinataMode =
  | 'success'
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'server-error'
  | 'drop'
  /** The file is pinned, then the answer stops half-way and the connection closes. */
  | 'cut-response'
  /** The file is pinned, then no answer ever comes (the client has to give up). */
  | 'stall'

/** Modes that pin the file before failing: a retry that does not look first duplicates it. */
const AFTER_PIN_FAILURES = new Set<FakePinataMode>(['cut-response', 'stall'])

export interface FakePinataModeOptions {
  /** Every answer except preflights waits this long (a slow network or server). */
  delayMs?: number
  /** The failure starts once this many files have been stored since setMode. */
  failAfterFiles?: number
  /** The failure applies to this many upload requests, then uploads succeed again. */
  times?: number
  /** 'drop' closes the connection after this many body bytes (default 64 KiB). */
  dropAfterBytes?: number
  /** The failure meets only the chunks (PATCH) of resumable uploads. */
  chunksOnly?: boolean
}

export type GatewayFault = 'altered-bytes' | { status: number }

export interface StoredFile {
  id: string
  name: string
  cid: string
  size: number
  mimeType: string
  network: string
  groupId: string | null
  keyvalues: Record<string, string>
  /** Hex SHA-256 of the bytes received. */
  sha256: string
  via: 'multipart' | 'resumable'
  createdAt: string
}

export interface RecordedRequest {
  method: string
  /** Path without the query string, e.g. /upload/v3/files or /ipfs/<cid>. */
  path: string
  /** Whether it carried `Authorization: Bearer <the test JWT>`. */
  authorized: boolean
}

export interface FakePinata {
  /** The SDK's endpointUrl, ending in /v3. */
  apiUrl: string
  /** The SDK's uploadUrl, ending in /upload/v3. */
  uploadUrl: string
  /** The gateway to type in the wizard: http://127.0.0.1:<port>, serving /ipfs/<cid>. */
  gatewayUrl: string
  /** Files fully received, oldest first. */
  files: StoredFile[]
  /** Every request but preflights, in order of arrival (recorded before any delay). */
  requests: RecordedRequest[]
  /** A public group the group list will return. */
  addGroup(name: string): { id: string; name: string }
  /** Serves bytes at a path (with CORS), e.g. an external background image. */
  serveStatic(path: string, bytes: Buffer, contentType: string): void
  setMode(mode: FakePinataMode, options?: FakePinataModeOptions): void
  /** The gateway serves this CID wrongly: bytes with one changed, or an error status. */
  setGatewayFault(cid: string, fault: GatewayFault): void
  /** Forgets files, requests, groups, static files and gateway faults; back to immediate success. */
  reset(): void
  close(): Promise<void>
}

export interface FakePinataOptions {
  /** 0 lets the system choose; the URLs report the port actually bound. */
  port: number
  /** The JWT the app was given; any other Authorization gets a 401. */
  jwt: string
}

/** Files up to this size are kept to be served at /ipfs/<cid>; larger ones only by size and hash. */
const KEEP_BYTES_UP_TO = 16 * 1024 * 1024
const DEFAULT_DROP_AFTER = 64 * 1024
const TUS_CONTENT_TYPE = 'application/offset+octet-stream'

/** The CID Pinata gives a single file: CIDv1, raw codec, sha2-256, base32. */
export async function cidOf(bytes: Uint8Array): Promise<string> {
  return CID.create(1, raw.code, await sha256.digest(bytes)).toString()
}

function cidOfDigest(digest: Uint8Array): string {
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
  hash: Hash
  name: string
  mimeType: string
  network: string
  groupId: string | null
  keyvalues: Record<string, string>
  /** The bytes so far, only for a file small enough to be served afterwards. */
  chunks: Buffer[] | undefined
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    // The SDK's headers differ between the multipart and resumable paths; allow what is asked.
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'authorization, content-type, source, upload-length, upload-metadata, upload-offset',
    // Without these the browser hides the upload address and the resulting CID from the SDK.
    'access-control-expose-headers': 'Location, Upload-Cid, Upload-Offset',
    'access-control-max-age': '600',
  }
}

/** Upload-Metadata: comma-separated `key base64(value)` pairs. */
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
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {}
  } catch {
    return {}
  }
}

/** A file as the API words it. */
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

/** Reads and discards the rest of a body, so the client gets the answer, not a reset. */
async function drain(request: IncomingMessage) {
  await finished(request.resume()).catch(() => undefined)
}

export async function startFakePinata(options: FakePinataOptions): Promise<FakePinata> {
  let mode: FakePinataMode = 'success'
  let modeOptions: FakePinataModeOptions = {}
  let failuresLeft = Infinity
  let filesAtModeChange = 0
  const files: StoredFile[] = []
  const requests: RecordedRequest[] = []
  const groups: Group[] = []
  const kept = new Map<string, { bytes: Buffer; type: string }>()
  const statics = new Map<string, { bytes: Buffer; type: string }>()
  const resumable = new Map<string, ResumableUpload>()
  const gatewayFaults = new Map<string, GatewayFault>()
  let origin = ''

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (response.headersSent || response.destroyed) return
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

  async function refuse(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    headers?: Record<string, string>,
  ) {
    await drain(request)
    send(request, response, status, body, headers)
  }

  /** The failure an upload request meets now, if any, counting it against the test's limits. */
  function uploadFailure({
    pinsHere,
    chunk,
  }: {
    pinsHere: boolean
    chunk: boolean
  }): FakePinataMode | undefined {
    if (mode === 'success' || failuresLeft <= 0) return undefined
    if (modeOptions.chunksOnly && !chunk) return undefined
    if (AFTER_PIN_FAILURES.has(mode) && !pinsHere) return undefined
    if (files.length - filesAtModeChange < (modeOptions.failAfterFiles ?? 0)) return undefined
    const failure = mode
    failuresLeft--
    if (failuresLeft <= 0) mode = 'success'
    return failure
  }

  async function fail(failure: FakePinataMode, request: IncomingMessage, response: ServerResponse) {
    if (failure === 'unauthorized') {
      return refuse(request, response, 401, {
        error: { reason: 'INVALID_CREDENTIALS', details: 'Invalid token' },
      })
    }
    if (failure === 'forbidden') {
      return refuse(request, response, 403, {
        error: { reason: 'NO_SCOPES_FOUND', details: 'This key does not have the required scopes' },
      })
    }
    if (failure === 'rate-limited') {
      return refuse(
        request,
        response,
        429,
        { error: { reason: 'RATE_LIMITED', details: 'Too many requests' } },
        { 'retry-after': '1' },
      )
    }
    if (failure === 'server-error') {
      return refuse(request, response, 500, {
        error: { reason: 'INTERNAL_SERVER_ERROR', details: 'Upload failed on the server' },
      })
    }
    // 'drop': the connection dies mid-body and no answer ever comes.
    const limit = modeOptions.dropAfterBytes ?? DEFAULT_DROP_AFTER
    let received = 0
    request.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received >= limit) request.socket.destroy()
    })
    request.on('end', () => request.socket.destroy())
  }

  /** Answers a pinned file, unless the test asked for that answer to be lost. */
  function answerPinned(
    request: IncomingMessage,
    response: ServerResponse,
    failure: FakePinataMode | undefined,
    status: number,
    body: unknown,
    headers?: Record<string, string>,
  ) {
    if (failure === 'stall') return
    if (failure === 'cut-response') {
      const text = body === undefined ? '' : JSON.stringify(body)
      response.writeHead(status, {
        ...corsHeaders(request),
        'content-type': 'application/json',
        'content-length': String(text.length),
        ...headers,
      })
      response.write(text.slice(0, Math.floor(text.length / 2)))
      setTimeout(() => request.socket.destroy(), 50)
      return
    }
    send(request, response, status, body, headers)
  }

  function store(entry: Omit<StoredFile, 'id' | 'createdAt'>, bytes?: Buffer): StoredFile {
    const file: StoredFile = { ...entry, id: randomUUID(), createdAt: new Date().toISOString() }
    files.push(file)
    if (bytes && bytes.length <= KEEP_BYTES_UP_TO)
      kept.set(file.cid, { bytes, type: file.mimeType })
    return file
  }

  async function multipartUpload(
    request: IncomingMessage,
    response: ServerResponse,
    clientGone: () => boolean,
    failure: FakePinataMode | undefined,
  ) {
    let form: FormData
    try {
      form = await new Request(`${origin}${request.url}`, {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit).formData()
    } catch {
      return refuse(request, response, 400, { error: 'Body is not multipart form data' })
    }
    const file = form.get('file')
    if (!(file instanceof Blob)) return send(request, response, 400, { error: 'file is missing' })
    const bytes = Buffer.from(await file.arrayBuffer())
    // A cancelled upload pins nothing, so a Cancel test knows what to expect.
    if (clientGone()) return
    const text = (key: string) => {
      const value = form.get(key)
      return typeof value === 'string' ? value : undefined
    }
    const digest = createHash('sha256').update(bytes).digest()
    const stored = store(
      {
        name: text('name') ?? (file instanceof File ? file.name : 'file'),
        cid: cidOfDigest(digest),
        size: bytes.length,
        mimeType: file.type || 'application/octet-stream',
        network: text('network') ?? 'public',
        groupId: text('group_id') ?? null,
        keyvalues: parseKeyvalues(text('keyvalues')),
        sha256: digest.toString('hex'),
        via: 'multipart',
      },
      bytes,
    )
    answerPinned(request, response, failure, 200, { data: fileInfo(stored) })
  }

  async function startResumable(request: IncomingMessage, response: ServerResponse) {
    await drain(request)
    const length = Number(request.headers['upload-length'])
    if (!Number.isSafeInteger(length) || length <= 0) {
      return send(request, response, 400, { error: 'Upload-Length is not a positive integer' })
    }
    const metadata = decodeMetadata(request.headers['upload-metadata'] as string | undefined)
    const id = randomUUID()
    resumable.set(id, {
      length,
      offset: 0,
      hash: createHash('sha256'),
      name: metadata.filename || 'File from SDK',
      mimeType: metadata.filetype || 'application/octet-stream',
      network: metadata.network || 'public',
      groupId: metadata.group_id || null,
      keyvalues: parseKeyvalues(metadata.keyvalues),
      chunks: length <= KEEP_BYTES_UP_TO ? [] : undefined,
    })
    // The SDK PATCHes exactly this address, so it must be absolute.
    send(request, response, 201, undefined, { location: `${origin}/upload/v3/files/${id}` })
  }

  async function patchResumable(
    id: string,
    request: IncomingMessage,
    response: ServerResponse,
    clientGone: () => boolean,
    failure: FakePinataMode | undefined,
  ) {
    const upload = resumable.get(id)
    if (!upload) return refuse(request, response, 404, { error: 'Unknown upload' })
    if (request.headers['content-type'] !== TUS_CONTENT_TYPE) {
      return refuse(request, response, 415, { error: `Content-Type must be ${TUS_CONTENT_TYPE}` })
    }
    if (Number(request.headers['upload-offset']) !== upload.offset) {
      return refuse(
        request,
        response,
        409,
        { error: 'Upload-Offset does not match' },
        {
          'upload-offset': String(upload.offset),
        },
      )
    }
    // A chunk counts only when it arrives whole, so the SDK's retry of a broken chunk fits.
    const before = {
      hash: upload.hash.copy(),
      offset: upload.offset,
      chunks: upload.chunks?.length,
    }
    const rollBack = () => {
      upload.hash = before.hash
      upload.offset = before.offset
      upload.chunks?.splice(before.chunks ?? 0)
    }
    try {
      for await (const chunk of request as AsyncIterable<Buffer>) {
        upload.hash.update(chunk)
        upload.chunks?.push(chunk)
        upload.offset += chunk.length
      }
    } catch {
      return rollBack()
    }
    if (clientGone()) return rollBack()
    if (upload.offset > upload.length) {
      rollBack()
      return send(request, response, 400, { error: 'Body goes past Upload-Length' })
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
    // The SDK takes the CID from this header, and only from a 204.
    answerPinned(request, response, failure, 204, undefined, {
      'upload-offset': String(upload.offset),
      'upload-cid': stored.cid,
    })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') return send(request, response, 204)

    const authorized = request.headers.authorization === `Bearer ${options.jwt}`
    requests.push({ method, path, authorized })
    let gone = false
    response.once('close', () => {
      gone = !response.writableFinished
    })
    const clientGone = () => gone

    const delayMs = modeOptions.delayMs ?? 0
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (clientGone()) return

    // The gateway and static files need no token, as a public gateway does not.
    if (
      (method === 'GET' || method === 'HEAD') &&
      (path.startsWith('/ipfs/') || statics.has(path))
    ) {
      const cid = path.split('/')[2] ?? ''
      const served = statics.get(path) ?? kept.get(cid)
      if (!served) return send(request, response, 404, 'Not found')
      const fault = statics.has(path) ? undefined : gatewayFaults.get(cid)
      if (typeof fault === 'object') return send(request, response, fault.status, 'Gateway fault')
      const bytes = fault === 'altered-bytes' ? Buffer.from(served.bytes) : served.bytes
      if (fault === 'altered-bytes') bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff
      response.writeHead(200, {
        ...corsHeaders(request),
        'content-type': served.type,
        'content-length': String(bytes.length),
      })
      response.end(method === 'HEAD' ? undefined : bytes)
      return
    }

    if (!authorized) {
      return refuse(request, response, 401, {
        error: { reason: 'INVALID_CREDENTIALS', details: 'Invalid authentication credentials' },
      })
    }

    const groupList = /^\/v3\/groups\/(public|private)$/.exec(path)
    if (method === 'GET' && groupList) {
      const name = url.searchParams.get('name')
      const limit = Number(url.searchParams.get('limit') ?? Infinity)
      const matching = groups
        .filter((group) => group.is_public === (groupList[1] === 'public'))
        .filter((group) => !name || group.name.includes(name))
        .slice(0, limit > 0 ? limit : undefined)
      return send(request, response, 200, { data: { groups: matching, next_page_token: '' } })
    }
    const fileList = /^\/v3\/files\/(public|private)$/.exec(path)
    if (method === 'GET' && fileList) {
      const cid = url.searchParams.get('cid')
      const name = url.searchParams.get('name')
      const group = url.searchParams.get('group')
      const keyvalues = [...url.searchParams].flatMap(([key, value]) => {
        const match = /^keyvalues\[(.+)\]$/.exec(key)
        return match?.[1] ? [[match[1], value] as const] : []
      })
      // Newest first, as the service lists: the SDK takes the first match after a resumable upload.
      const matching = files
        .filter((file) => file.network === fileList[1] && (!cid || file.cid === cid))
        .filter((file) => !name || file.name.includes(name))
        .filter((file) => !group || file.groupId === (group === 'null' ? null : group))
        .filter((file) => keyvalues.every(([key, value]) => file.keyvalues[key] === value))
        .reverse()
        .map(fileInfo)
      return send(request, response, 200, { data: { files: matching, next_page_token: '' } })
    }
    const resumableStart = request.headers['upload-length'] !== undefined
    if (method === 'POST' && path === '/upload/v3/files') {
      // Starting a resumable upload pins nothing, so the after-pin failures wait for its chunks.
      const failure = uploadFailure({ pinsHere: !resumableStart, chunk: false })
      if (failure && !AFTER_PIN_FAILURES.has(failure)) return fail(failure, request, response)
      if (resumableStart) return startResumable(request, response)
      return multipartUpload(request, response, clientGone, failure)
    }
    const patch = /^\/upload\/v3\/files\/([\w-]+)$/.exec(path)
    if (method === 'PATCH' && patch?.[1]) {
      const failure = uploadFailure({ pinsHere: true, chunk: true })
      if (failure && !AFTER_PIN_FAILURES.has(failure)) return fail(failure, request, response)
      return patchResumable(patch[1], request, response, clientGone, failure)
    }
    return refuse(request, response, 404, { error: `Unknown request: ${method} ${path}` })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
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
      filesAtModeChange = files.length
    },
    setGatewayFault(cid, fault) {
      gatewayFaults.set(cid, fault)
    },
    reset() {
      gatewayFaults.clear()
      files.length = 0
      requests.length = 0
      groups.length = 0
      kept.clear()
      statics.clear()
      resumable.clear()
      mode = 'success'
      modeOptions = {}
      failuresLeft = Infinity
      filesAtModeChange = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
