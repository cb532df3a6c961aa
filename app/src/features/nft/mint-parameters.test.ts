import { describe, expect, it } from 'vitest'
import { buildMintCommand, buildMintRpcParams } from './mint-parameters'

const minimal = {
  dataUris: ['https://gw.example/ipfs/bafyicon'],
  dataHash: 'aa'.repeat(32),
  metadataUris: ['https://gw.example/ipfs/bafymeta'],
  metadataHash: 'bb'.repeat(32),
}
const full = {
  ...minimal,
  dataUris: [...minimal.dataUris, 'ipfs://bafyicon'],
  licenseUris: ['https://example.com/license.txt'],
  licenseHash: 'cc'.repeat(32),
  walletId: 4,
}

describe('nft_mint_nft parameters', () => {
  it('gives the minimal parameters', () => {
    expect(buildMintRpcParams(minimal)).toEqual({
      uris: minimal.dataUris,
      hash: minimal.dataHash,
      meta_uris: minimal.metadataUris,
      meta_hash: minimal.metadataHash,
    })
  })

  it('gives the wallet id and the licence when known', () => {
    expect(buildMintRpcParams(full)).toEqual({
      wallet_id: 4,
      uris: full.dataUris,
      hash: full.dataHash,
      meta_uris: full.metadataUris,
      meta_hash: full.metadataHash,
      license_uris: full.licenseUris,
      license_hash: full.licenseHash,
    })
  })

  it.each([
    ['a licence address without its hash', { licenseUris: ['https://x'] }],
    ['a licence hash without an address', { licenseHash: 'cc'.repeat(32) }],
    ['a blank licence hash', { licenseUris: ['https://x'], licenseHash: ' ' }],
  ])('leaves the licence out for %s', (_, licence) => {
    const params = buildMintRpcParams({ ...minimal, ...licence })
    expect(params).not.toHaveProperty('license_uris')
    expect(params).not.toHaveProperty('license_hash')
  })

  it('writes hashes as bare lowercase hex', () => {
    const params = buildMintRpcParams({ ...minimal, dataHash: ` 0x${'AB'.repeat(32)} ` })
    expect(params.hash).toBe('ab'.repeat(32))
  })
})

describe('chia wallet nft mint command', () => {
  it('gives the minimal command line', () => {
    expect(buildMintCommand(minimal)).toBe(
      `chia wallet nft mint -u https://gw.example/ipfs/bafyicon -nh ${'aa'.repeat(32)} -mu https://gw.example/ipfs/bafymeta -mh ${'bb'.repeat(32)}`,
    )
  })

  it('gives the full command line', () => {
    expect(buildMintCommand(full)).toBe(
      `chia wallet nft mint -i 4 -u https://gw.example/ipfs/bafyicon,ipfs://bafyicon -nh ${'aa'.repeat(32)} -mu https://gw.example/ipfs/bafymeta -mh ${'bb'.repeat(32)} -lu https://example.com/license.txt -lh ${'cc'.repeat(32)}`,
    )
  })

  it.each([
    ['an ampersand', 'https://gw.example/a?x=1&y=2', `'https://gw.example/a?x=1&y=2'`],
    ['a space', 'https://gw.example/a b.png', `'https://gw.example/a b.png'`],
    ['a single quote', "https://gw.example/it's.png", `'https://gw.example/it'\\''s.png'`],
    ['a question mark', 'https://gw.example/a.png?', `'https://gw.example/a.png?'`],
  ])('quotes an address with %s', (_, uri, quoted) => {
    expect(buildMintCommand({ ...minimal, dataUris: [uri] })).toContain(` -u ${quoted} -nh `)
  })
})
