import { errorMessage } from '@/lib/error-message'
import { reportError } from '@/lib/error-queue'
import { toast } from '@/lib/toast'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'

/**
 * Makes an image file from the device the working theme's background; resolves to whether it
 * was applied. Failures are told here, so every place that takes a file says the same.
 */
export async function uploadBackgroundImage(file: File): Promise<boolean> {
  try {
    // The file goes to the database and on screen as it is: no data URL, no copy on this thread.
    return await setWorkingThemeBackgroundImage(file)
  } catch (error) {
    console.error('Failed to store background image', error)
    const message = errorMessage(error)
    // A database that refuses the image is a storage fault (the Dexie dialog); a file that is
    // not a usable image is the user's to fix (a toast).
    const { isImageDatabaseFailure } = await import('@/storage/image-store')
    if (isImageDatabaseFailure(error)) reportError('dexie', message)
    else toast.error(message)
    return false
  }
}
