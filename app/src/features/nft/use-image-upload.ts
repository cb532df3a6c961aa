import { useEffect, useRef, useState } from 'react'
import { classifyImageReference } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { sharedSha256Hex } from '@/lib/sha256/sha256'
import { nftImage } from '@/components/stored-images/nft-images'
import { storedBlobAt } from '@/theming/background-address'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { normalizeGatewayUrl } from '@/lib/ipfs-address'
import { describeUploadError } from './ipfs/pinata-client'
import { UploadCancelledError } from './ipfs/request-control'
import {
  buildUploadFiles,
  ExternalImageError,
  readBackgroundImage,
  type UploadSource,
} from './ipfs/upload-files'
import { uploadImages, type FileProgress } from './ipfs/upload-images'
import type { RetryNotice } from './ipfs/upload-retry'
import { useStoredImage } from './use-stored-image'
import { finishImageUpload, recordPinnedFile, startImageUpload, useNftWizard } from './wizard-store'

const CORS_FAILURE_MESSAGE =
  'Failed to fetch external images due to CORS restrictions. Please try using images from CORS-enabled domains or upload local images instead.'

/** One toast, updated in place, while a file is tried again. */
export const RETRY_TOAST_ID = 'upload-retry'

export function retryMessage({ name, attempt, attempts, delayMs }: RetryNotice & { name: string }) {
  return `Upload of ${name} interrupted; trying again in ${Math.round(delayMs / 1000)} s (attempt ${attempt} of ${attempts})`
}

type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed' | 'cancelled'

/** The images as they stand now: icon and banner from the database, the theme's background. */
async function collectSources(
  backgroundImage: string | undefined,
  signal: AbortSignal,
): Promise<UploadSource[]> {
  const sources: UploadSource[] = []
  for (const [fileType, id] of [
    ['icon', 'nft-icon-image'],
    ['banner', 'nft-banner-image'],
  ] as const) {
    const { blob } = await nftImage(id).load()
    if (blob) sources.push({ fileType, blob })
  }
  if (backgroundImage) {
    const external = classifyImageReference(backgroundImage) === 'web'
    sources.push({
      fileType: 'background',
      // A background stored here goes up as the very blob already hashed for its content key,
      // not a copy read anew through its address.
      blob:
        storedBlobAt(backgroundImage) ??
        (await readBackgroundImage(backgroundImage, { external, signal })),
    })
  }
  return sources
}

/**
 * Hashes the icon and banner as soon as they are in the page, while the user goes on through
 * the wizard: the upload needs each file's hash before it sends anything, and then finds it
 * worked out already. (A stored background is hashed when it is stored or read back, for its
 * content key, and the upload takes that hash.)
 */
export function useHashImagesAhead(): void {
  const icon = useStoredImage('nft-icon-image').blob
  const banner = useStoredImage('nft-banner-image').blob
  useEffect(() => {
    // A hash that fails here is asked for again by the upload, which reports the failure.
    for (const blob of [icon, banner]) if (blob) sharedSha256Hex(blob).catch(() => undefined)
  }, [icon, banner])
}

/** Step 3's upload: its state, progress, and the actions behind Upload and Cancel. */
export function useImageUpload() {
  const [status, setStatus] = useState<UploadStatus>('idle')
  const [progress, setProgress] = useState<FileProgress[]>([])
  const controller = useRef<AbortController | undefined>(undefined)

  // Leaving the step stops an upload in flight: nothing runs on unseen.
  useEffect(() => () => controller.current?.abort(), [])

  async function start() {
    const { settings, info, pinned } = useNftWizard.getState()
    if (!settings.jwt.trim() || !settings.gateway.trim()) {
      toast.error('JWT token and gateway URL are required')
      return
    }
    try {
      normalizeGatewayUrl(settings.gateway)
    } catch (error) {
      toast.error(describeUploadError(error))
      return
    }
    const abort = new AbortController()
    controller.current = abort
    setStatus('uploading')
    setProgress([])
    startImageUpload()
    toast.info('Starting upload process...')
    try {
      const background = useThemeRuntime.getState().current?.theme.backgroundImage
      const files = buildUploadFiles(info.baseName, await collectSources(background, abort.signal))
      if (files.length === 0) {
        toast.error('No images to upload')
        setStatus('failed')
        return
      }
      toast.info(`Uploading ${files.length} files to Pinata...`)
      const uploaded = await uploadImages({
        files,
        settings,
        alreadyPinned: pinned,
        signal: abort.signal,
        onProgress: setProgress,
        onPinned: recordPinnedFile,
        onGroupMissing: (name) =>
          toast.warning(`Group "${name}" was not found; the files are uploaded without a group.`),
        onRetry: (notice) => toast.warning(retryMessage(notice), { id: RETRY_TOAST_ID }),
      })
      finishImageUpload(uploaded)
      setStatus('done')
      toast.success('Files uploaded successfully')
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        setStatus('cancelled')
        toast.info('Upload cancelled')
        return
      }
      console.error('Upload failed', describeUploadError(error))
      setStatus('failed')
      if (error instanceof ExternalImageError) {
        toast.error(CORS_FAILURE_MESSAGE, { duration: 10_000 })
      } else {
        toast.error(`Upload failed: ${describeUploadError(error)}`)
      }
    } finally {
      toast.dismiss(RETRY_TOAST_ID)
      if (controller.current === abort) controller.current = undefined
    }
  }

  return {
    status,
    progress,
    start: () => void start(),
    cancel: () => controller.current?.abort(),
  }
}
