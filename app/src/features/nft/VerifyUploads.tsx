import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  LoaderCircleIcon,
  ShieldCheckIcon,
  XIcon,
} from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { MetadataUpload, PinnedFile } from './wizard-store'
import { FILE_TYPE_LABELS } from './wizard-store'
import {
  VerifyCancelledError,
  describeVerifyOutcome,
  verifyPinnedFile,
  type FileToVerify,
  type VerifyOutcome,
} from './ipfs/verify-upload'

export interface UploadToVerify extends FileToVerify {
  label: string
}

/** The pinned images, and the metadata once it is uploaded. */
export function uploadsToVerify(images: PinnedFile[], metadata?: MetadataUpload): UploadToVerify[] {
  const files = images.map(({ fileType, url, sha256, size }) => ({
    label: FILE_TYPE_LABELS[fileType],
    url,
    sha256,
    size,
  }))
  if (!metadata) return files
  const { url, sha256, text } = metadata
  return [...files, { label: 'Metadata', url, sha256, size: new Blob([text]).size }]
}

type Result = VerifyOutcome | { status: 'checking' }

function ResultIcon({ result }: { result: Result }) {
  if (result.status === 'checking') {
    return <LoaderCircleIcon className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden />
  }
  if (result.status === 'verified') {
    return <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
  }
  const Icon = result.status === 'mismatch' ? CircleXIcon : CircleAlertIcon
  return <Icon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
}

function summary(results: Result[], cancelled: boolean): string {
  if (cancelled) return 'Verification cancelled'
  const verified = results.filter((result) => result.status === 'verified').length
  if (verified === results.length) return `All ${results.length} files verified`
  return `${verified} of ${results.length} files verified`
}

function VerifyPanel({ uploads }: { uploads: UploadToVerify[] }) {
  const [results, setResults] = useState<Result[]>()
  const [cancelled, setCancelled] = useState(false)
  const running = useRef<AbortController>(undefined)
  // Leaving the step stops the requests in flight.
  useEffect(() => () => running.current?.abort(), [])
  const checking = results?.some((result) => result.status === 'checking') ?? false

  function verify() {
    const controller = new AbortController()
    running.current = controller
    setCancelled(false)
    setResults(uploads.map(() => ({ status: 'checking' })))
    uploads.forEach((upload, index) => {
      verifyPinnedFile(upload, { signal: controller.signal }).then(
        (outcome) => {
          setResults((previous) => previous?.map((entry, at) => (at === index ? outcome : entry)))
        },
        (error: unknown) => {
          if (error instanceof VerifyCancelledError) return
          console.error('Verify failed', error)
          const reason = error instanceof Error ? error.message : String(error)
          setResults((previous) =>
            previous?.map((entry, at) =>
              at === index ? { status: 'unreachable', reason } : entry,
            ),
          )
        },
      )
    })
  }

  function cancel() {
    running.current?.abort()
    setCancelled(true)
    setResults(undefined)
  }

  return (
    <section aria-label="Verify uploads" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={checking} onClick={verify}>
          {checking ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <ShieldCheckIcon aria-hidden />
          )}
          {checking ? 'Verifying...' : 'Verify'}
        </Button>
        {checking && (
          <Button variant="outline" onClick={cancel}>
            <XIcon aria-hidden />
            Cancel
          </Button>
        )}
        {(cancelled || (results && !checking)) && (
          <p role="status" className="text-sm font-medium">
            {summary(results ?? [], cancelled)}
          </p>
        )}
      </div>
      {results && (
        <ul aria-label="Verification results" className="flex flex-col gap-2">
          {uploads.map((upload, index) => {
            const result = results[index] ?? { status: 'checking' }
            return (
              <li key={upload.url} className="flex items-start gap-2 text-sm">
                <ResultIcon result={result} />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{upload.label}:</span>{' '}
                  {result.status === 'checking' ? 'Checking...' : describeVerifyOutcome(result)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/**
 * Verify: fetches each pinned file back through the gateway and compares its SHA-256 with the
 * hash of the bytes that were uploaded. Results belong to one set of uploads, so a new upload
 * starts with none.
 */
export function VerifyUploads({ uploads }: { uploads: UploadToVerify[] }) {
  if (uploads.length === 0) return null
  const key = uploads.map((upload) => `${upload.url}#${upload.sha256}`).join(' ')
  return <VerifyPanel key={key} uploads={uploads} />
}
