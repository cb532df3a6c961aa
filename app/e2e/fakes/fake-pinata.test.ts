// @vitest-environment node
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AuthenticationError, NetworkError, PinataError, PinataSDK } from 'pinata'
import { cidOf, startFakePinata, type FakePinata } from './fake-pinata'

/*
 * The fake answers the official SDK the way the real service does: checked here under Node with
 * the same SDK the app uses, so the end-to-end tests can trust it.
 */
const JWT = 'fake-test-jwt'
const RESUMABLE_OVER = 94_371_840
let fake: FakePinata

beforeAll(async () => {
  fake = await startFakePinata({ port: 0, jwt: JWT })
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

function sdk(jwt = JWT) {
  return new PinataSDK({
    pinataJwt: jwt,
    pinataGateway: fake.gatewayUrl,
    endpointUrl: fake.apiUrl,
    uploadUrl: fake.uploadUrl,
  })
}

function png(name: string, bytes: BlobPart = name) {
  return new File([bytes], name, { type: 'image/png' })
}

/** The SDK's upload builders are thenables, sent once per then(): settle one exactly once. */
function settle<T>(builder: PromiseLike<T>): Promise<T> {
  return Promise.resolve(builder)
}

function sha256Hex(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Bytes that differ along the file, so a lost or repeated chunk changes the hash. */
function generatedBytes(size: number) {
  const bytes = Buffer.alloc(size)
  for (let i = 0; i < size; i += 997) bytes.writeUInt32LE(i, Math.min(i, size - 4))
  return bytes
}

describe('fake Pinata', () => {
  it('binds the port the system chose and reports it in every URL', () => {
    const port = new URL(fake.gatewayUrl).port
    expect(Number(port)).toBeGreaterThan(0)
    expect(fake.apiUrl).toBe(`http://127.0.0.1:${port}/v3`)
    expect(fake.uploadUrl).toBe(`http://127.0.0.1:${port}/upload/v3`)
    expect(fake.gatewayUrl).toBe(`http://127.0.0.1:${port}`)
  })

  it('pins a multipart upload under a CID computed from its bytes and serves it', async () => {
    const bytes = Buffer.from('icon bytes')
    const group = fake.addGroup('Themes')
    const result = await sdk()
      .upload.public.file(png('design.png', bytes))
      .name('Design icon')
      .keyvalues({ theme: 'design' })
      .group(group.id)
    expect(result.cid).toBe(await cidOf(bytes))
    expect(result.cid).toMatch(/^bafkrei[a-z2-7]{52}$/)
    expect(result).toMatchObject({
      name: 'Design icon',
      size: bytes.length,
      mime_type: 'image/png',
      group_id: group.id,
      network: 'public',
    })
    expect(fake.files).toEqual([
      expect.objectContaining({
        id: result.id,
        name: 'Design icon',
        cid: result.cid,
        network: 'public',
        groupId: group.id,
        keyvalues: { theme: 'design' },
        via: 'multipart',
        sha256: sha256Hex(bytes),
      }),
    ])
    expect(fake.requests).toEqual([{ method: 'POST', path: '/upload/v3/files', authorized: true }])

    // As the app does: the SDK would put https:// before a configured http:// gateway.
    const url = await sdk().gateways.public.convert(result.cid, fake.gatewayUrl)
    expect(url).toBe(`${fake.gatewayUrl}/ipfs/${result.cid}`)
    const served = await fetch(url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
    expect(
      (await fetch(`${fake.gatewayUrl}/ipfs/${await cidOf(Buffer.from('other'))}`)).status,
    ).toBe(404)
  })

  it('serves altered bytes or an error for one file when asked, and the right bytes again after reset', async () => {
    const altered = await settle(sdk().upload.public.file(png('altered.png', 'pinned bytes')))
    const refused = await settle(sdk().upload.public.file(png('refused.png', 'other bytes')))
    fake.setGatewayFault(altered.cid, 'altered-bytes')
    fake.setGatewayFault(refused.cid, { status: 502 })

    const served = Buffer.from(
      await (await fetch(`${fake.gatewayUrl}/ipfs/${altered.cid}`)).arrayBuffer(),
    )
    expect(served).toHaveLength('pinned bytes'.length)
    expect(served.equals(Buffer.from('pinned bytes'))).toBe(false)
    expect((await fetch(`${fake.gatewayUrl}/ipfs/${refused.cid}`)).status).toBe(502)

    fake.reset()
    const again = await settle(sdk().upload.public.file(png('altered.png', 'pinned bytes')))
    const servedAgain = await fetch(`${fake.gatewayUrl}/ipfs/${again.cid}`)
    expect(Buffer.from(await servedAgain.arrayBuffer()).toString()).toBe('pinned bytes')
  })

  it('lists public groups filtered by name', async () => {
    expect((await sdk().groups.public.list()).groups).toEqual([])
    const themes = fake.addGroup('Themes')
    fake.addGroup('Other')
    const { groups, next_page_token } = await sdk().groups.public.list().name('Themes').limit(10)
    expect(groups).toEqual([
      expect.objectContaining({ id: themes.id, name: 'Themes', is_public: true }),
    ])
    expect(next_page_token).toBe('')
    expect(fake.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/v3/groups/public',
      authorized: true,
    })
  })

  it('takes a file over 90 MiB through the resumable protocol, intact', async () => {
    const bytes = generatedBytes(95 * 1024 * 1024)
    expect(bytes.length).toBeGreaterThan(RESUMABLE_OVER)
    const group = fake.addGroup('Themes')
    const result = await sdk()
      .upload.public.file(png('big.png', bytes))
      .keyvalues({ kind: 'icon' })
      .group(group.id)
    expect(fake.files).toHaveLength(1)
    expect(fake.files[0]).toMatchObject({
      name: 'big.png',
      size: bytes.length,
      mimeType: 'image/png',
      groupId: group.id,
      keyvalues: { kind: 'icon' },
      via: 'resumable',
      sha256: sha256Hex(bytes),
    })
    expect(result).toMatchObject({
      id: fake.files[0]?.id,
      cid: fake.files[0]?.cid,
      size: bytes.length,
    })
    expect(
      fake.requests.map(({ method, path }) => `${method} ${path.replace(/[\w-]{36}$/, ':id')}`),
    ).toEqual([
      'POST /upload/v3/files',
      'PATCH /upload/v3/files/:id',
      'PATCH /upload/v3/files/:id',
      'GET /v3/files/public',
    ])
    // Too big to keep: known by size and hash only.
    expect((await fetch(`${fake.gatewayUrl}/ipfs/${result.cid}`)).status).toBe(404)
  }, 30_000)

  it('refuses a PATCH at the wrong offset with 409', async () => {
    const created = await fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${JWT}`,
        'upload-length': '10',
        'upload-metadata': `filename ${btoa('a.bin')},filetype ${btoa('application/octet-stream')},network ${btoa('public')}`,
      },
    })
    expect(created.status).toBe(201)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(new RegExp(`^${fake.uploadUrl}/files/`))
    const patch = (offset: number, body: string) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${JWT}`,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        body,
      })
    const first = await patch(0, '01234')
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe('5')
    expect((await patch(0, '01234')).status).toBe(409)
    const last = await patch(5, '56789')
    expect(last.status).toBe(204)
    expect(last.headers.get('upload-cid')).toBe(await cidOf(Buffer.from('0123456789')))
  })

  it('forgets a chunk broken off half-way, so the same chunk can be sent again', async () => {
    const bytes = generatedBytes(200_000)
    const created = await fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${JWT}`,
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${btoa('b.bin')},filetype ${btoa('application/octet-stream')},network ${btoa('public')}`,
      },
    })
    const location = created.headers.get('location') ?? ''
    const headers = {
      authorization: `Bearer ${JWT}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    }
    const controller = new AbortController()
    const broken = fetch(location, {
      method: 'PATCH',
      headers,
      // Half the chunk, then a stall the abort cuts short.
      body: new ReadableStream({
        start(stream) {
          stream.enqueue(bytes.subarray(0, 100_000))
        },
      }),
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit)
    await new Promise((resolve) => setTimeout(resolve, 100))
    controller.abort()
    await expect(broken).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 50))

    const retried = await fetch(location, { method: 'PATCH', headers, body: bytes })
    expect(retried.status).toBe(204)
    expect(retried.headers.get('upload-cid')).toBe(await cidOf(bytes))
    expect(fake.files[0]).toMatchObject({ size: bytes.length, sha256: sha256Hex(bytes) })
  })

  it('answers 401 to a wrong or missing token, whatever the mode', async () => {
    const error = await settle(sdk('wrong').upload.public.file(png('a.png'))).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AuthenticationError)
    expect((error as AuthenticationError).statusCode).toBe(401)
    await expect(sdk('wrong').groups.public.list()).rejects.toBeInstanceOf(AuthenticationError)
    const bare = await fetch(`${fake.apiUrl}/groups/public`)
    expect(bare.status).toBe(401)
    expect(bare.headers.get('access-control-allow-origin')).toBe('*')
    expect(fake.requests.map((request) => request.authorized)).toEqual([false, false, false])
    expect(fake.files).toHaveLength(0)
  })

  it('answers 401 in unauthorized mode and 500 in server-error mode', async () => {
    fake.setMode('unauthorized')
    const unauthorized = settle(sdk().upload.public.file(png('a.png')))
    await expect(unauthorized).rejects.toBeInstanceOf(AuthenticationError)
    await expect(unauthorized).rejects.toThrow(/^Authentication failed: .*INVALID_CREDENTIALS/)
    // The resumable path reads only the Location header, so a refusal there is a NetworkError.
    const huge = new File([new Uint8Array(RESUMABLE_OVER + 1)], 'huge.png', { type: 'image/png' })
    await expect(sdk().upload.public.file(huge)).rejects.toThrow(/^Upload URL not provided$/)

    fake.setMode('server-error')
    const failed = settle(sdk().upload.public.file(png('a.png')))
    await expect(failed).rejects.toBeInstanceOf(NetworkError)
    await expect(failed).rejects.toMatchObject({ statusCode: 500, message: /^HTTP error: / })
    expect(fake.files).toHaveLength(0)
  })

  it('answers 403 in forbidden mode and 429 with Retry-After in rate-limited mode', async () => {
    fake.setMode('forbidden')
    const forbidden = settle(sdk().upload.public.file(png('a.png')))
    await expect(forbidden).rejects.toBeInstanceOf(AuthenticationError)
    await expect(forbidden).rejects.toMatchObject({ statusCode: 403 })

    fake.setMode('rate-limited', { times: 1 })
    const body = new FormData()
    body.append('file', png('a.png'), 'a.png')
    const limited = await fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${JWT}` },
      body,
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    await sdk().upload.public.file(png('b.png'))
    expect(fake.files.map((entry) => entry.name)).toEqual(['b.png'])
  })

  it('pins the file and then cuts the answer short, or never answers, in the after-pin modes', async () => {
    fake.setMode('cut-response', { times: 1 })
    const cut = settle(sdk().upload.public.file(png('cut.png')))
    await expect(cut).rejects.toThrow(/^Error uploading file: /)
    expect(fake.files.map((entry) => entry.name)).toEqual(['cut.png'])

    fake.setMode('stall', { times: 1 })
    const controller = new AbortController()
    const body = new FormData()
    body.append('file', png('stalled.png'), 'stalled.png')
    const stalled = fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${JWT}` },
      body,
      signal: controller.signal,
    })
    await expect.poll(() => fake.files.length).toBe(2)
    controller.abort()
    await expect(stalled).rejects.toThrow()
    await sdk().upload.public.file(png('after.png'))
    expect(fake.files.map((entry) => entry.name)).toEqual(['cut.png', 'stalled.png', 'after.png'])
  })

  it('lists files filtered by name, group and key-values, newest first', async () => {
    const group = fake.addGroup('Themes')
    await sdk().upload.public.file(png('design.png', 'one')).keyvalues({ sha256: 'aa' })
    await sdk()
      .upload.public.file(png('design.png', 'two'))
      .keyvalues({ sha256: 'bb' })
      .group(group.id)
    await sdk().upload.public.file(png('other.png', 'three')).keyvalues({ sha256: 'aa' })
    const names = async (query: ReturnType<ReturnType<typeof sdk>['files']['public']['list']>) =>
      (await query).files.map((file) => `${file.name}:${file.keyvalues.sha256}`)
    const files = () => sdk().files.public.list()
    expect(await names(files().name('design.png'))).toEqual(['design.png:bb', 'design.png:aa'])
    expect(await names(files().keyvalues({ sha256: 'aa' }))).toEqual([
      'other.png:aa',
      'design.png:aa',
    ])
    expect(await names(files().group(group.id))).toEqual(['design.png:bb'])
    expect(await names(files().noGroup(true).name('design'))).toEqual(['design.png:aa'])
  })

  it('fails only after the given number of files, and only the given number of times', async () => {
    await sdk().upload.public.file(png('before.png'))
    fake.setMode('server-error', { failAfterFiles: 1, times: 1 })
    await sdk().upload.public.file(png('a.png'))
    await expect(sdk().upload.public.file(png('b.png'))).rejects.toBeInstanceOf(NetworkError)
    await sdk().upload.public.file(png('c.png'))
    expect(fake.files.map((entry) => entry.name)).toEqual(['before.png', 'a.png', 'c.png'])
  })

  it('drops the connection in the middle of an upload without answering', async () => {
    fake.setMode('drop', { dropAfterBytes: 10 })
    const dropped = settle(sdk().upload.public.file(png('a.png', new Uint8Array(100_000))))
    await expect(dropped).rejects.toBeInstanceOf(PinataError)
    await expect(dropped).rejects.toThrow(/^Error uploading file: /)
    expect(fake.files).toHaveLength(0)
    fake.setMode('drop', { times: 1 })
    await expect(sdk().upload.public.file(png('b.png', new Uint8Array(100_000)))).rejects.toThrow()
    await sdk().upload.public.file(png('c.png'))
    expect(fake.files.map((entry) => entry.name)).toEqual(['c.png'])
  })

  it('holds answers back when slow, and pins nothing from a cancelled upload', async () => {
    fake.setMode('success', { delayMs: 300 })
    const controller = new AbortController()
    const body = new FormData()
    body.append('file', png('a.png'), 'a.png')
    body.append('network', 'public')
    const upload = fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${JWT}` },
      body,
      signal: controller.signal,
    })
    await expect.poll(() => fake.requests.length).toBe(1)
    controller.abort()
    await expect(upload).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fake.files).toHaveLength(0)

    const started = Date.now()
    await sdk().upload.public.file(png('b.png'))
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(fake.files.map((entry) => entry.name)).toEqual(['b.png'])
  })

  it('answers CORS preflights with the headers the SDK needs, and exposes its headers', async () => {
    const asked = 'authorization,content-type,source,upload-length,upload-metadata,upload-offset'
    const preflight = await fetch(`${fake.uploadUrl}/files`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': asked,
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe(
      'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    )
    expect(preflight.headers.get('access-control-allow-headers')).toBe(asked)
    expect(fake.requests).toHaveLength(0)

    fake.setMode('server-error')
    const failed = await fetch(`${fake.uploadUrl}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${JWT}` },
      body: new FormData(),
    })
    expect(failed.status).toBe(500)
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    expect(failed.headers.get('access-control-expose-headers')).toBe(
      'Location, Upload-Cid, Upload-Offset',
    )
  })

  it('reset forgets files, requests and groups and goes back to success', async () => {
    fake.addGroup('Themes')
    await sdk().upload.public.file(png('a.png'))
    fake.setMode('unauthorized')
    fake.reset()
    expect(fake.files).toHaveLength(0)
    expect(fake.requests).toHaveLength(0)
    expect((await sdk().groups.public.list()).groups).toEqual([])
    await sdk().upload.public.file(png('b.png'))
    expect(fake.files).toHaveLength(1)
  })
})
