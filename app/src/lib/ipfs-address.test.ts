import { describe, expect, it } from 'vitest'
import {
  CID_NOT_FOUND_MESSAGE,
  findCid,
  gatewayUrl,
  ipfsWebAddress,
  isCid,
  normalizeGatewayUrl,
} from './ipfs-address'

const V0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
const V1 = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'

describe('isCid', () => {
  it.each([V0, V1, ` ${V1}\n`, `b${'a'.repeat(58)}`, `b${'a2'.repeat(40)}`])(
    'accepts %j',
    (text) => {
      expect(isCid(text)).toBe(true)
    },
  )

  it.each([
    ['Qm + 43', V0.slice(0, -1)],
    ['Qm + 45', `${V0}a`],
    ['base58 without 0', `Qm${'0'.repeat(44)}`],
    ['base58 without O', `Qm${'O'.repeat(44)}`],
    ['base58 without I', `Qm${'I'.repeat(44)}`],
    ['base58 without l', `Qm${'l'.repeat(44)}`],
    ['b + 57', `b${'a'.repeat(57)}`],
    ['upper-case base32', V1.toUpperCase()],
    ['base32 without 1', `b${'1'.repeat(58)}`],
    ['empty', ''],
    ['a word', 'hello'],
  ])('refuses %s', (_, text) => {
    expect(isCid(text)).toBe(false)
  })
})

describe('findCid', () => {
  it.each([
    [`ipfs://${V1}`, V1, ''],
    [`ipfs://${V1}/a/b.png`, V1, '/a/b.png'],
    [`ipfs://${V0}/a/b.png`, V0, '/a/b.png'],
    [` https://gw.example/ipfs/${V1}/x.png\n`, V1, '/x.png'],
    [`https://${V1}.ipfs.dweb.link/x.png`, V1, '/x.png'],
    [`https://${V1}.ipfs.dweb.link/`, V1, ''],
    [`https://gw.example/ipfs/${V0}/x.png`, V0, '/x.png'],
    [`https://gw.example/ipfs/${V1}`, V1, ''],
    [`http://127.0.0.1:4320/ipfs/${V1}?filename=a.png`, V1, ''],
    [`  ${V0}  `, V0, ''],
  ])('finds the CID in %j', (input, cid, path) => {
    expect(findCid(input)).toEqual({ cid, path })
  })

  it('looks at the host before the path', () => {
    expect(findCid(`https://${V1}.ipfs.gw.example/ipfs/${V0}`).cid).toBe(V1)
  })

  it.each([
    'https://example.com/image.png',
    'ipfs://not-a-cid/x',
    `https://gw.example/ipfs/${V0.slice(0, -1)}`,
    '',
  ])('refuses %j, saying no CID was found', (input) => {
    expect(() => findCid(input)).toThrow(CID_NOT_FOUND_MESSAGE)
  })
})

describe('gateway addresses', () => {
  it.each([
    ['example.mypinata.cloud', 'https://example.mypinata.cloud'],
    ['https://example.mypinata.cloud/', 'https://example.mypinata.cloud'],
    ['https://example.mypinata.cloud/ipfs/', 'https://example.mypinata.cloud'],
    ['  http://127.0.0.1:4320 ', 'http://127.0.0.1:4320'],
  ])('%j becomes %j', (typed, base) => {
    expect(normalizeGatewayUrl(typed)).toBe(base)
  })

  it.each(['', '   ', 'gate way.example', 'ftp://example.com', 'javascript:alert(1)'])(
    'refuses %j',
    (typed) => {
      expect(() => normalizeGatewayUrl(typed)).toThrow('Please enter a valid gateway URL')
    },
  )

  it('turns a CID into its address on the gateway', () => {
    expect(gatewayUrl('gw.example/', V1)).toBe(`https://gw.example/ipfs/${V1}`)
    expect(() => gatewayUrl('gw.example', 'nope')).toThrow(CID_NOT_FOUND_MESSAGE)
  })
})

describe('ipfsWebAddress', () => {
  it('gives an ipfs:// address its gateway address, path kept', () => {
    expect(ipfsWebAddress(`ipfs://${V1}/images/bg.png`, 'gateway.example/ipfs/')).toBe(
      `https://gateway.example/ipfs/${V1}/images/bg.png`,
    )
    expect(ipfsWebAddress(`ipfs://${V0}`, 'https://gw.example')).toBe(
      `https://gw.example/ipfs/${V0}`,
    )
  })

  it('gives nothing without a CID or a usable gateway', () => {
    expect(ipfsWebAddress('ipfs://not-a-cid/bg.png', 'gw.example')).toBeUndefined()
    expect(ipfsWebAddress(`ipfs://${V1}`, 'ftp://gw.example')).toBeUndefined()
  })
})
