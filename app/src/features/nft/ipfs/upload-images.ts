import { normalizeGatewayUrl } from '@/lib/ipfs-address'
import { createPinataClient, findPublicGroupId, pinFile } from './pinata-client'
import { runWithRequestControl } from './request-control'
import { sha256Hex, sharedSha256Hex } from '@/lib/sha256/sha256'
import { endStage } from '@/lib/stage-timings'
import { withUploadRetries, type RetryNotice } from './upload-retry'
import type { FileToUpload } from './upload-files'
import type { NftFileType, PinataSettings, PinnedFile } from '../wizard-store'

export interface FileProgress {
  fileType: NftFileType
  name: string
  size: number
  bytesSent: number
  done: boolean
}

interface UploadImagesOptions {
  files: FileToUpload[]
  settings: PinataSettings
  /** Files a failed or cancelled attempt already pinned: sent again only if their bytes changed. */
  alreadyPinned: PinnedFile[]
  signal: AbortSignal
  onProgress: (files: FileProgress[]) => void
  onPinned: (file: PinnedFile) => void
  /** Told when the named group does not exist, so the files go up without one. */
  onGroupMissing: (name: string) => void
  /** Told before a file is tried again after a failure that may pass. */
  onRetry?: (notice: RetryNotice & { name: string }) => void
}

/*
 * Files over this size go through the SDK's resumable protocol, which tries each chunk again
 * itself (5 times); trying the whole file again on top of that would resend hundreds of MiB.
 */
const RESUMABLE_OVER_BYTES = 94_371_840

/**
 * Uploads the wizard's images one after another and returns them pinned. Each file's hash is
 * known first (the hash goes on chain at mint time, and it tells whether an earlier attempt
 * already pinned the same bytes under the same name and gateway, so a retry never duplicates a
 * file).
 */
export async function uploadImages(options: UploadImagesOptions): Promise<PinnedFile[]> {
  const { files, settings, alreadyPinned, signal, onProgress, onPinned, onGroupMissing, onRetry } =
    options
  const gateway = normalizeGatewayUrl(settings.gateway)
  const progress: FileProgress[] = files.map(({ fileType, file }) => ({
    fileType,
    name: file.name,
    size: file.size,
    bytesSent: 0,
    done: false,
  }))
  let current = 0
  const report = (index: number, change: Partial<FileProgress>) => {
    const entry = progress[index]
    if (!entry) return
    progress[index] = { ...entry, ...change }
    onProgress([...progress])
  }
  onProgress([...progress])

  const onBytesSent = (bytes: number) => {
    const entry = progress[current]
    if (entry && bytes > 0) {
      report(current, { bytesSent: Math.min(entry.size, entry.bytesSent + bytes) })
    }
  }

  const jwt = settings.jwt.trim()
  return runWithRequestControl({ jwt, signal, onBytesSent }, async (attemptToken) => {
    const client = await createPinataClient(attemptToken)
    const groupName = settings.groupName.trim()
    let groupId: string | undefined
    if (groupName) {
      groupId = await findPublicGroupId(client, groupName)
      if (!groupId) onGroupMissing(groupName)
    }
    const pinned: PinnedFile[] = []
    for (const [index, { fileType, file, bytes }] of files.entries()) {
      current = index
      const hashing = performance.now()
      // Usually worked out already, when the image was chosen.
      const sha256 = await sharedSha256Hex(bytes, signal)
      endStage('upload-hash', hashing)
      const earlier = alreadyPinned.find(
        (entry) =>
          entry.fileType === fileType &&
          entry.name === file.name &&
          entry.sha256 === sha256 &&
          entry.url.startsWith(`${gateway}/`),
      )
      const record: PinnedFile = earlier ?? {
        fileType,
        name: file.name,
        size: file.size,
        sha256,
        ...(await withUploadRetries(() => pinFile(client, file, { gateway, groupId, sha256 }), {
          signal,
          retries: file.size > RESUMABLE_OVER_BYTES ? 0 : undefined,
          onRetry: (notice) => {
            // A failed attempt may have sent part of the file: the bar starts again.
            report(index, { bytesSent: 0 })
            onRetry?.({ ...notice, name: file.name })
          },
        })),
      }
      if (!earlier) onPinned(record)
      pinned.push(record)
      report(index, { bytesSent: file.size, done: true })
    }
    return pinned
  })
}

/** Uploads the metadata document as `<baseName>-metadata.json` and returns it pinned. */
export async function uploadMetadata(options: {
  text: string
  fileName: string
  settings: Pick<PinataSettings, 'jwt' | 'gateway'>
  signal: AbortSignal
  onRetry?: (notice: RetryNotice) => void
}): Promise<{ url: string; cid: string; sha256: string }> {
  const { text, fileName, settings, signal, onRetry } = options
  const file = new File([text], fileName, { type: 'application/json' })
  return runWithRequestControl({ jwt: settings.jwt.trim(), signal }, async (attemptToken) => {
    const client = await createPinataClient(attemptToken)
    const sha256 = await sha256Hex(file)
    const pinned = await withUploadRetries(
      () => pinFile(client, file, { gateway: settings.gateway, sha256 }),
      { signal, onRetry },
    )
    return { ...pinned, sha256 }
  })
}
