import { LoaderCircleIcon, UploadIcon } from 'lucide-react'
import { useId } from 'react'
import { useImageFilePicker } from '@/lib/use-image-file-picker'
import { Button } from '@/components/ui/button'
import { uploadBackgroundImage } from '@/components/working-theme/upload-background-image'

async function upload(file: File) {
  await uploadBackgroundImage(file)
}

/** Method (2): an image file from the device, kept in the image database. */
export function UploadImage({ editable }: { editable: boolean }) {
  const id = useId()
  const picker = useImageFilePicker(upload, 'Please choose an image file')

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        (2) Upload from Device
      </h4>
      <input {...picker.inputProps} aria-label="Background image file" disabled={!editable} />
      <Button variant="outline" disabled={!editable || picker.busy} onClick={picker.open}>
        {picker.busy ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden />
        ) : (
          <UploadIcon aria-hidden />
        )}
        Choose File to Upload
      </Button>
    </section>
  )
}
