import { CloudUploadIcon, ExternalLinkIcon, InfoIcon, LoaderCircleIcon, XIcon } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { classifyImageReference } from '@theme-a-roo/theme'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { CopyableValue } from '../CopyableValue'
import { ExternalLink } from '@/components/ExternalLink'
import { RequiredMark } from '../RequiredMark'
import { PinataJwtField } from './PinataJwtField'
import type { FileProgress } from '../ipfs/upload-images'
import { useImageUpload } from '../use-image-upload'
import { useStoredImage } from '../use-stored-image'
import { uploadsToVerify, VerifyUploads } from '../VerifyUploads'
import { FILE_TYPE_LABELS, updatePinataSettings, useNftWizard } from '../wizard-store'
import { displayAddress } from '@/theming/background-address'

function PinataSettingsCard({ disabled }: { disabled: boolean }) {
  const id = useId()
  const settings = useNftWizard((state) => state.settings)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Pinata Configuration</CardTitle>
        <CardDescription>
          Your Pinata JWT is kept for this session only and sent to Pinata alone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2 md:col-span-2">
          <Label htmlFor={`${id}-jwt`}>
            JWT Token
            <RequiredMark />
          </Label>
          <PinataJwtField
            id={`${id}-jwt`}
            value={settings.jwt}
            disabled={disabled}
            onChange={(jwt) => updatePinataSettings({ jwt })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-gateway`}>
            Gateway URL
            <RequiredMark />
          </Label>
          <Input
            id={`${id}-gateway`}
            value={settings.gateway}
            disabled={disabled}
            inputMode="url"
            placeholder="example-gateway.mypinata.cloud"
            onChange={(event) => updatePinataSettings({ gateway: event.currentTarget.value })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-group`}>Group Name (optional)</Label>
          <Input
            id={`${id}-group`}
            value={settings.groupName}
            disabled={disabled}
            placeholder="My theme collection"
            onChange={(event) => updatePinataSettings({ groupName: event.currentTarget.value })}
          />
        </div>
      </CardContent>
    </Card>
  )
}

function ImagePreview({
  label,
  src,
  required,
}: {
  label: string
  src: string
  required?: boolean
}) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="grid aspect-square place-items-center overflow-hidden rounded-md border bg-muted/40">
        <img src={src} alt={label} className="size-full object-contain" />
      </div>
      <figcaption className="text-sm font-medium">
        {label}
        {required ? ' ' : null}
        {required && <RequiredMark />}
        {!required && <span className="text-muted-foreground"> (optional)</span>}
      </figcaption>
    </figure>
  )
}

function ImagesToUpload({ background }: { background?: string }) {
  const icon = useStoredImage('nft-icon-image').displayUrl
  const banner = useStoredImage('nft-banner-image').displayUrl
  return (
    <section
      aria-label="Images to upload"
      className="grid grid-cols-[repeat(auto-fill,minmax(7rem,10rem))] gap-4"
    >
      {icon && <ImagePreview label="NFT Icon" src={icon} required />}
      {banner && <ImagePreview label="Collection Banner" src={banner} />}
      {background && <ImagePreview label="Background Image" src={displayAddress(background)} />}
    </section>
  )
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  )
}

function UploadProgress({ files }: { files: FileProgress[] }) {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const sent = files.reduce((sum, file) => sum + file.bytesSent, 0)
  const done = files.filter((file) => file.done).length
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <div className="flex flex-col gap-1">
        <p className="flex justify-between text-sm font-medium">
          <span>
            {done} of {files.length} files uploaded
          </span>
          <span className="text-muted-foreground">
            {formatBytes(sent)} of {formatBytes(total)}
          </span>
        </p>
        <ProgressBar label="Overall upload progress" value={sent} max={total} />
      </div>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <li key={file.name} className="flex flex-col gap-1">
            <p className="flex justify-between gap-2 text-xs">
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">
                {file.done ? 'Done' : `${formatBytes(file.bytesSent)} of ${formatBytes(file.size)}`}
              </span>
            </p>
            <ProgressBar
              label={`${file.name} upload progress`}
              value={file.bytesSent}
              max={file.size}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

function UploadedImages() {
  const uploaded = useNftWizard((state) => state.uploaded)
  const uploads = useMemo(() => uploadsToVerify(uploaded), [uploaded])
  if (uploaded.length === 0) return null
  return (
    <section aria-labelledby="uploaded-images-title" className="flex flex-col gap-3">
      <h3 id="uploaded-images-title" className="text-base font-semibold">
        Uploaded Images
      </h3>
      <VerifyUploads uploads={uploads} />
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {uploaded.map((file) => (
          <li key={file.fileType}>
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="grid aspect-video place-items-center overflow-hidden rounded-md border bg-muted/40">
                <img
                  src={file.url}
                  alt={FILE_TYPE_LABELS[file.fileType]}
                  className="size-full object-contain"
                />
              </div>
              <p className="text-sm font-medium">{FILE_TYPE_LABELS[file.fileType]}</p>
              <ExternalLink
                href={file.url}
                className="inline-flex items-center gap-1 text-sm break-all text-primary underline underline-offset-4 hover:decoration-2"
              >
                {file.name}
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden />
              </ExternalLink>
              <CopyableValue label={`${FILE_TYPE_LABELS[file.fileType]} URL`} value={file.url} />
              <CopyableValue
                label={`${FILE_TYPE_LABELS[file.fileType]} SHA-256`}
                value={file.sha256}
              />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ExternalImageTips() {
  return (
    <Alert>
      <InfoIcon aria-hidden />
      <AlertTitle>External Image Tips</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>
          Your background image is loaded from another website. Some sites do not allow other pages
          to read their images (CORS), and the upload then fails.
        </p>
        <p>
          If that happens, download the image and upload it from your device on the{' '}
          <Link
            to="/background-editor"
            className="font-medium text-primary underline underline-offset-4"
          >
            Background Editor
          </Link>
          .
        </p>
      </AlertDescription>
    </Alert>
  )
}

/** Step 3: provider settings, what will be uploaded, the upload itself and its results. */
export function UploadStep() {
  const upload = useImageUpload()
  const uploading = upload.status === 'uploading'
  const jwt = useNftWizard((state) => state.settings.jwt)
  const hasIcon = useStoredImage('nft-icon-image').status === 'present'
  const background = useThemeRuntime((state) => state.current?.theme.backgroundImage)
  const external = classifyImageReference(background) === 'web'

  return (
    <div className="flex flex-col gap-6">
      <PinataSettingsCard disabled={uploading} />
      <ImagesToUpload background={background} />
      {external && <ExternalImageTips />}
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={!hasIcon || jwt.trim() === '' || uploading} onClick={upload.start}>
          {uploading ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <CloudUploadIcon aria-hidden />
          )}
          {uploading ? 'Uploading...' : 'Upload to Pinata'}
        </Button>
        {uploading && (
          <Button variant="outline" onClick={upload.cancel}>
            <XIcon aria-hidden />
            Cancel
          </Button>
        )}
      </div>
      {upload.progress.length > 0 && upload.status !== 'done' && (
        <UploadProgress files={upload.progress} />
      )}
      <UploadedImages />
    </div>
  )
}
