// @vitest-environment node
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PinataSDK } from 'pinata'
import { cidOf, startFakePinata, type FakePinata } from './fake-pinata'

/*
 * The fake answers the official SDK the way the real service does: checked here under Node with
 * the same SDK the app uses, so the end-to-end tests can trust it.
 */
const JWT = 'fake-test-jwt'
let fake: FakePinata

beforeAll(async () => {
  fake = await startFakePinata({ port: 0, jwt: JWT })
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

function sdk(jwt = JWT) {
  return new PinataSDK({ pinataJwt: jwt, endpointUrl: fake.apiUrl, uploadUrl: fake.uploadUrl })
}

describe('fake Pinata', () => {
  it('pins a multipart upload under a CID computed from its bytes and serves it', async () => {
    const bytes = Buffer.from('icon bytes')
    const group = fake.addGroup('Themes')
    const result = await sdk()
      .upload.public.file(new File([bytes], 'design.png', { type: 'image/png' }))
      .group(group.id)
    expect(result.cid).toBe(await cidOf(bytes))
    expect(result.cid).toMatch(/^bafkrei[a-z2-7]{52}$/)
    expect(fake.files[0]).toMatchObject({
      name: 'design.png',
      network: 'public',
      groupId: group.id,
      via: 'multipart',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    const served = await fetch(`${fake.gatewayUrl}/ipfs/${result.cid}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
  })

  it('lists public groups by name', async () => {
    fake.addGroup('Themes')
    fake.addGroup('Other')
    const { groups } = await sdk().groups.public.list().name('Themes').limit(10)
    expect(groups.map((group) => group.name)).toEqual(['Themes'])
  })

  it('takes a file over 90 MiB through the resumable protocol, intact', async () => {
    const bytes = Buffer.alloc(95 * 1024 * 1024)
    for (let i = 0; i < bytes.length; i += 1000) bytes[i] = i % 256
    const result = await sdk().upload.public.file(
      new File([bytes], 'big.png', { type: 'image/png' }),
    )
    const sha = createHash('sha256').update(bytes).digest('hex')
    expect(fake.files).toHaveLength(1)
    expect(fake.files[0]).toMatchObject({
      name: 'big.png',
      size: bytes.length,
      via: 'resumable',
      sha256: sha,
    })
    expect(result.cid).toBe(fake.files[0]?.cid)
    expect(fake.requests.filter((request) => request.method === 'PATCH')).toHaveLength(2)
  }, 60_000)

  it('refuses a wrong token, and answers 401 or 500 when told to', async () => {
    const file = () => new File(['x'], 'a.png', { type: 'image/png' })
    await expect(sdk('wrong').upload.public.file(file())).rejects.toMatchObject({
      name: 'AuthenticationError',
    })
    fake.setMode('unauthorized')
    await expect(sdk().upload.public.file(file())).rejects.toThrow(/^Authentication failed: /)
    fake.setMode('server-error')
    await expect(sdk().upload.public.file(file())).rejects.toThrow(/^HTTP error: /)
    expect(fake.files).toHaveLength(0)
  })

  it('fails only after the given number of files, and only the given number of times', async () => {
    const file = (name: string) => new File([name], name, { type: 'image/png' })
    fake.setMode('server-error', { failAfterFiles: 1, times: 1 })
    await sdk().upload.public.file(file('a.png'))
    await expect(sdk().upload.public.file(file('b.png'))).rejects.toThrow(/HTTP error/)
    await sdk().upload.public.file(file('c.png'))
    expect(fake.files.map((entry) => entry.name)).toEqual(['a.png', 'c.png'])
  })

  it('can drop the connection in the middle of an upload', async () => {
    fake.setMode('drop', { dropAfterBytes: 10 })
    await expect(
      sdk().upload.public.file(new File([Buffer.alloc(100_000)], 'a.png', { type: 'image/png' })),
    ).rejects.toThrow()
    expect(fake.files).toHaveLength(0)
  })

  it('answers CORS preflights with the headers the SDK needs', async () => {
    const response = await fetch(`${fake.uploadUrl}/files`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'authorization,upload-length,upload-metadata' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('upload-metadata')
    expect(response.headers.get('access-control-expose-headers')).toContain('Upload-Cid')
  })
})
