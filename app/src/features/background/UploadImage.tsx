import { LoaderCircleIcon, UploadIcon } from 'lucide-react'
import { useId } from 'react'
import { errorMessage } from '@/lib/error-message'
import { reportError } from '@/lib/error-queue'
import { toast } from '@/lib/toast'
import { useImageFilePicker } from '@/lib/use-image-file-picker'
import { Button } from '@/components/ui/button'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'

async function upload(file: File) {
  try {
    // The file goes to the database and on screen as it is: no data URL, no copy on this thread.
    await setWorkingThemeBackgroundImage(file)
  } catch (error) {
    console.error('Failed to store background image', error)
    const message = errorMessage(error)
    // A database that refuses the image is a storage fault (the Dexie dialog); a file that is
    // not a usable image is the user's to fix (a toast).
    const { isImageDatabaseFailure } = await import('@/storage/image-store')
    if (isImageDatabaseFailure(error)) reportError('dexie', message)
    else toast.error(message)
  }
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
