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
  licenseUris: ['https://example.com/license.txt'],
  licenseHash: 'cc'.repeat(32),
  walletId: 4,
}

describe('mint parameters', () => {
  it('gives the nft_mint_nft parameters, licence only when both parts are known', () => {
    expect(buildMintRpcParams(minimal)).toEqual({
      uris: minimal.dataUris,
      hash: minimal.dataHash,
      meta_uris: minimal.metadataUris,
      meta_hash: minimal.metadataHash,
    })
    expect(buildMintRpcParams(full)).toEqual({
      wallet_id: 4,
      uris: minimal.dataUris,
      hash: minimal.dataHash,
      meta_uris: minimal.metadataUris,
      meta_hash: minimal.metadataHash,
      license_uris: full.licenseUris,
      license_hash: full.licenseHash,
    })
    expect(buildMintRpcParams({ ...minimal, licenseUris: ['https://x'] })).not.toHaveProperty(
      'license_uris',
    )
  })

  it('gives the chia wallet nft mint command line', () => {
    expect(buildMintCommand(minimal)).toBe(
      `chia wallet nft mint -u https://gw.example/ipfs/bafyicon -nh ${'aa'.repeat(32)} -mu https://gw.example/ipfs/bafymeta -mh ${'bb'.repeat(32)}`,
    )
    expect(buildMintCommand(full)).toBe(
      `chia wallet nft mint -i 4 -u https://gw.example/ipfs/bafyicon -nh ${'aa'.repeat(32)} -mu https://gw.example/ipfs/bafymeta -mh ${'bb'.repeat(32)} -lu https://example.com/license.txt -lh ${'cc'.repeat(32)}`,
    )
  })

  it('quotes arguments a shell would read specially', () => {
    const command = buildMintCommand({
      ...minimal,
      dataUris: ["https://gw.example/a b?x=1&y='2'"],
    })
    expect(command).toContain(`-u 'https://gw.example/a b?x=1&y='\\''2'\\'''`)
  })
})
