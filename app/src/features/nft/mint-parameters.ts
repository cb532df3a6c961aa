/** What a Chia wallet records on chain when it mints the NFT. Hashes are lowercase hex. */
export interface MintInputs {
  dataUris: string[]
  dataHash: string
  metadataUris: string[]
  metadataHash: string
  licenseUris?: string[]
  licenseHash?: string
  walletId?: number
}

/** Wallets expect bare lowercase hex; a pasted hash may carry '0x' or capitals. */
function hex(hash: string): string {
  return hash.trim().replace(/^0x/i, '').toLowerCase()
}

function hasLicense(inputs: MintInputs): inputs is MintInputs & {
  licenseUris: string[]
  licenseHash: string
} {
  return Boolean(inputs.licenseUris?.length && inputs.licenseHash?.trim())
}

/** The JSON parameters of the wallet RPC `nft_mint_nft`. */
export function buildMintRpcParams(inputs: MintInputs): Record<string, unknown> {
  return {
    ...(inputs.walletId !== undefined ? { wallet_id: inputs.walletId } : {}),
    uris: inputs.dataUris,
    hash: hex(inputs.dataHash),
    meta_uris: inputs.metadataUris,
    meta_hash: hex(inputs.metadataHash),
    ...(hasLicense(inputs)
      ? { license_uris: inputs.licenseUris, license_hash: hex(inputs.licenseHash) }
      : {}),
  }
}

/** Quoted for POSIX shells only when it holds something a shell would read specially. */
function shellArgument(value: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(value)) return value
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** The same as a `chia wallet nft mint` command line (add `-i` when no wallet id is given). */
export function buildMintCommand(inputs: MintInputs): string {
  const options: [string, string][] = []
  if (inputs.walletId !== undefined) options.push(['-i', String(inputs.walletId)])
  options.push(
    ['-u', inputs.dataUris.join(',')],
    ['-nh', hex(inputs.dataHash)],
    ['-mu', inputs.metadataUris.join(',')],
    ['-mh', hex(inputs.metadataHash)],
  )
  if (hasLicense(inputs)) {
    options.push(['-lu', inputs.licenseUris.join(',')], ['-lh', hex(inputs.licenseHash)])
  }
  return [
    'chia wallet nft mint',
    ...options.map(([flag, value]) => `${flag} ${shellArgument(value)}`),
  ].join(' ')
}
