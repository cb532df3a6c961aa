import { ImageUpIcon, LoaderCircleIcon, Trash2Icon } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { ImageTooLargeError } from '@/lib/display-copy/image-limits'
import { toast } from '@/lib/toast'
import { useImageFilePicker } from '@/lib/use-image-file-picker'
import { nftImage, type NftImageId } from '@/components/stored-images/nft-images'
import { useStoredImage } from './use-stored-image'

interface ImageUploadCardProps {
  imageId: NftImageId
  title: string
  description: string
  required?: boolean
  /** How the picture sits in its frame, e.g. 'aspect-square' or 'aspect-[4/1]'. */
  frameClassName: string
}

/** Chooses, shows and removes one of the wizard's stored images (by button or drag and drop). */
export function ImageUploadCard({
  imageId,
  title,
  description,
  required,
  frameClassName,
}: ImageUploadCardProps) {
  const id = useId()
  const { status, url, displayUrl } = useStoredImage(imageId)
  const [removing, setRemoving] = useState(false)
  const [dragging, setDragging] = useState(false)

  async function keep(file: File) {
    try {
      await nftImage(imageId).store(file)
      toast.success('Image uploaded successfully')
    } catch (error) {
      console.error(`Failed to store ${imageId}`, error)
      toast.error(
        error instanceof ImageTooLargeError
          ? `Failed to upload image: ${error.message}`
          : 'Failed to upload image',
      )
    }
  }
  const picker = useImageFilePicker(keep, 'Please select an image file')
  const busy = picker.busy || removing

  async function remove() {
    setRemoving(true)
    try {
      await nftImage(imageId).remove()
      toast.success('Image removed successfully')
    } catch (error) {
      console.error(`Failed to delete ${imageId}`, error)
      toast.error('Failed to delete image')
    } finally {
      setRemoving(false)
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) picker.take(file)
  }

  return (
    <Card className="flex flex-col" aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="gap-2">
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-base">
          {title}
          {required ? (
            <Badge variant="outline">Required</Badge>
          ) : (
            <Badge variant="secondary">Optional</Badge>
          )}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'grid place-items-center overflow-hidden rounded-md border border-dashed bg-muted/40',
            frameClassName,
            dragging && 'border-ring bg-accent/30',
          )}
        >
          {status === 'loading' || status === 'unknown' ? (
            <LoaderCircleIcon
              className="size-5 animate-spin text-muted-foreground"
              aria-label="Loading"
            />
          ) : url ? (
            <img src={displayUrl} alt={`${title} preview`} className="size-full object-contain" />
          ) : (
            <p className="px-4 text-center text-sm text-muted-foreground">
              Drop an image here or choose a file
            </p>
          )}
        </div>
        <input {...picker.inputProps} aria-label={`${title} file`} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy} onClick={picker.open}>
            {busy ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden />
            ) : (
              <ImageUpIcon aria-hidden />
            )}
            {url ? 'Replace Image' : 'Choose Image'}
          </Button>
          {url && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => void remove()}
              aria-label={`Remove ${title}`}
            >
              <Trash2Icon aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
