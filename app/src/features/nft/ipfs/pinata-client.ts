import type { PinataSDK } from 'pinata'
import { normalizeGatewayUrl } from '@/lib/ipfs-address'
import { endStage } from '@/lib/stage-timings'

/*
 * Every call to the storage provider goes through its official SDK, loaded on demand so its code
 * stays out of every chunk until an upload starts. Each upload attempt makes its own client, with
 * the token runWithRequestControl gives it. API and upload base addresses are build-time settings
 * (tests point them at a local fake); the gateway is the user's.
 */

function envString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export async function createPinataClient(jwt: string): Promise<PinataSDK> {
  const { PinataSDK } = await import('pinata')
  return new PinataSDK({
    pinataJwt: jwt,
    endpointUrl: envString(import.meta.env.VITE_PINATA_API_URL),
    uploadUrl: envString(import.meta.env.VITE_PINATA_UPLOAD_URL),
  })
}

/** The id of the user's public group with exactly this name, or undefined when there is none. */
export async function findPublicGroupId(
  client: PinataSDK,
  name: string,
): Promise<string | undefined> {
  const { groups } = await client.groups.public.list().name(name).limit(100)
  return groups.find((group) => group.name === name)?.id
}

interface PinnedUpload {
  cid: string
  url: string
}

/**
 * The CID of a copy the provider already holds: same name, same bytes (the `sha256` key-value
 * every upload carries) and, when one is asked for, the same group. An attempt whose answer was
 * lost may have pinned the file, so looking first keeps a retry from pinning it twice.
 */
async function findPinnedCopy(
  client: PinataSDK,
  { name, sha256, groupId }: { name: string; sha256: string; groupId?: string },
): Promise<string | undefined> {
  const query = client.files.public.list().name(name).keyvalues({ sha256 }).limit(10)
  const { files } = await (groupId ? query.group(groupId) : query)
  return files.find(
    (file) =>
      file.name === name &&
      file.keyvalues?.sha256 === sha256 &&
      (!groupId || file.group_id === groupId),
  )?.cid
}

/**
 * Pins one file on the public network, unless the provider already holds it, and returns its CID
 * and its address on the gateway.
 */
export async function pinFile(
  client: PinataSDK,
  file: File,
  { gateway, groupId, sha256 }: { gateway: string; groupId?: string; sha256: string },
): Promise<PinnedUpload> {
  const lookup = performance.now()
  let cid = await findPinnedCopy(client, { name: file.name, sha256, groupId })
  endStage('upload-lookup', lookup)
  if (!cid) {
    const send = performance.now()
    const upload = client.upload.public.file(file).name(file.name).keyvalues({ sha256 })
    cid = (await (groupId ? upload.group(groupId) : upload)).cid
    endStage('upload-send', send)
  }
  // The SDK would prefix a configured http:// gateway with https://, so the prefix is passed here.
  const url = await client.gateways.public.convert(cid, normalizeGatewayUrl(gateway))
  return { cid, url }
}

/**
 * The provider's reason, as its SDK words it ('Authentication failed: ...', 'HTTP error: ...'),
 * else the error's own message, else 'Unknown error'.
 */
export function describeUploadError(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : ''
  return message || 'Unknown error'
}
