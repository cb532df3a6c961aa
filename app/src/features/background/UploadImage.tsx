import { LoaderCircleIcon, UploadIcon } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { errorMessage } from '@/lib/error-message'
import { reportError } from '@/lib/error-queue'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { setWorkingThemeBackgroundImage } from '@/theming/working-theme'

/** Method (2): an image file from the device, kept in the image database. */
export function UploadImage({ editable }: { editable: boolean }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [storing, setStoring] = useState(false)

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) {
      toast.error('Please choose an image file')
      return
    }
    setStoring(true)
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
    } finally {
      setStoring(false)
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Cleared so that choosing the same file again still fires a change.
    event.currentTarget.value = ''
    if (file) void upload(file)
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        (2) Upload from Device
      </h4>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label="Background image file"
        disabled={!editable}
        onChange={choose}
      />
      <Button
        variant="outline"
        disabled={!editable || storing}
        onClick={() => input.current?.click()}
      >
        {storing ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden />
        ) : (
          <UploadIcon aria-hidden />
        )}
        Choose File to Upload
      </Button>
    </section>
  )
}
