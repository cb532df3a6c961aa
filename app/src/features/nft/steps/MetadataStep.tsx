import { CheckIcon, CloudUploadIcon, CopyIcon, DownloadIcon, LoaderCircleIcon } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { CopyableValue, useCopiedFeedback } from '../CopyableValue'
import { ExternalLink } from '@/components/ExternalLink'
import { buildThemeMetadata, serializeMetadata } from '../metadata'
import { themeForMetadata } from '../metadata-theme'
import { describeUploadError } from '../ipfs/pinata-client'
import { ReadyToMintCard } from '../ReadyToMintCard'
import { MetadataSageCheck } from '../MetadataSageCheck'
import { metadataFileName } from '../ipfs/upload-files'
import { uploadMetadata } from '../ipfs/upload-images'
import { UploadCancelledError } from '../ipfs/request-control'
import { RETRY_TOAST_ID, retryMessage } from '../use-image-upload'
import { uploadsToVerify, VerifyUploads } from '../VerifyUploads'
import { recordMetadataUpload, useNftWizard } from '../wizard-store'

function LinkField({ term, url }: { term: string; url: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-medium">{term}</dt>
      <dd className="text-sm break-all">
        <ExternalLink
          href={url}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          {url}
        </ExternalLink>
      </dd>
    </div>
  )
}

/** The metadata, rebuilt whenever the theme, the collection info or the uploads change. */
function useMetadata() {
  const entry = useThemeRuntime((state) => state.current)
  const info = useNftWizard((state) => state.info)
  const uploaded = useNftWizard((state) => state.uploaded)
  const collectionId = useNftWizard((state) => state.collectionId)
  return useMemo(() => {
    if (!entry || uploaded.length === 0) return undefined
    return buildThemeMetadata({
      theme: themeForMetadata(entry),
      info,
      uploadedImages: uploaded.map(({ url, fileType }) => ({ url, fileType })),
      collectionId,
    })
  }, [entry, info, uploaded, collectionId])
}

/** Step 4: the CHIP-0007 metadata, its upload, and what a wallet needs to mint. */
export function MetadataStep() {
  const id = useId()
  const hasTheme = useThemeRuntime((state) => state.current !== undefined)
  const uploaded = useNftWizard((state) => state.uploaded)
  const info = useNftWizard((state) => state.info)
  const metadataUpload = useNftWizard((state) => state.metadataUpload)
  const metadata = useMetadata()
  const text = useMemo(() => (metadata ? serializeMetadata(metadata) : ''), [metadata])
  const [copied, markCopied] = useCopiedFeedback()
  const [uploading, setUploading] = useState(false)
  // Aborted when the step goes away, so an upload in flight stops with it.
  const leaving = useRef(new AbortController())
  useEffect(() => {
    const controller = new AbortController()
    leaving.current = controller
    return () => controller.abort()
  }, [])
  const icon = uploaded.find((file) => file.fileType === 'icon')
  const uploads = useMemo(
    () => (metadataUpload ? uploadsToVerify(uploaded, metadataUpload) : []),
    [uploaded, metadataUpload],
  )

  if (!hasTheme) return <p className="text-sm text-muted-foreground">No theme available</p>

  async function copy() {
    try {
      await platform.writeClipboardText(text)
      markCopied()
      toast.success('Metadata copied to clipboard')
    } catch (error) {
      console.error('Failed to copy metadata', error)
      toast.error('Failed to copy metadata')
    }
  }

  async function download() {
    if (!text) {
      toast.error('Please generate metadata first')
      return
    }
    try {
      if (await platform.saveTextFile(metadataFileName(info.baseName), text)) {
        toast.success('Metadata file downloaded')
      } else {
        toast.info('Download cancelled')
      }
    } catch (error) {
      console.error('Failed to save metadata', error)
      toast.error('Failed to save metadata')
    }
  }

  async function upload() {
    if (!text) {
      toast.error('Please generate metadata first')
      return
    }
    const { settings } = useNftWizard.getState()
    if (!settings.jwt.trim() || !settings.gateway.trim()) {
      toast.error('Pinata configuration not found. Please complete step 3 first.')
      return
    }
    setUploading(true)
    const fileName = metadataFileName(info.baseName)
    try {
      const pinned = await uploadMetadata({
        text,
        fileName,
        settings,
        signal: leaving.current.signal,
        onRetry: (notice) =>
          toast.warning(retryMessage({ ...notice, name: fileName }), { id: RETRY_TOAST_ID }),
      })
      recordMetadataUpload({ ...pinned, text })
      toast.success('Metadata uploaded to Pinata successfully')
    } catch (error) {
      // Leaving the step stops the upload; there is no one left to tell.
      if (error instanceof UploadCancelledError) return
      console.error('Metadata upload failed', describeUploadError(error))
      toast.error(`Upload failed: ${describeUploadError(error)}`)
    } finally {
      toast.dismiss(RETRY_TOAST_ID)
      setUploading(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {uploaded.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          Please upload images in step 3 before generating metadata.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!text} onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied!' : 'Copy to Clipboard'}
        </Button>
        <Button variant="outline" onClick={() => void download()}>
          <DownloadIcon aria-hidden />
          Download JSON
        </Button>
        <Button disabled={uploading} onClick={() => void upload()}>
          {uploading ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <CloudUploadIcon aria-hidden />
          )}
          {uploading ? 'Uploading...' : 'Upload to Pinata'}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-metadata`} className="text-sm font-medium">
          Metadata (CHIP-0007)
        </label>
        <Textarea
          id={`${id}-metadata`}
          readOnly
          rows={20}
          value={text}
          spellCheck={false}
          className="font-mono text-xs"
        />
      </div>
      {metadata && <MetadataSageCheck metadata={metadata} />}
      {(icon || metadataUpload) && (
        <dl className="grid gap-3 md:grid-cols-2">
          {icon && <LinkField term="NFT Data URL" url={icon.url} />}
          {metadataUpload && <LinkField term="NFT Metadata URL" url={metadataUpload.url} />}
        </dl>
      )}
      {metadataUpload && <CopyableValue label="Metadata SHA-256" value={metadataUpload.sha256} />}
      <VerifyUploads uploads={uploads} />
      {icon && metadataUpload && (
        <ReadyToMintCard
          icon={icon}
          metadata={metadataUpload}
          metadataChanged={metadataUpload.text !== text}
          licenseUrl={info.licenseUrl}
        />
      )}
    </div>
  )
}
