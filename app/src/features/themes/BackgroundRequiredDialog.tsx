import { LoaderCircleIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { uploadBackgroundImage } from '@/components/working-theme/upload-background-image'
import { useImageFilePicker } from '@/lib/use-image-file-picker'

interface BackgroundRequiredDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Told after opening a theme whose background image is a file of its own, not in the theme. The
 * file can be supplied right here, as on the Background page; the dialog closes once it shows.
 */
export function BackgroundRequiredDialog({ open, onOpenChange }: BackgroundRequiredDialogProps) {
  const picker = useImageFilePicker(async (file) => {
    if (await uploadBackgroundImage(file)) onOpenChange(false)
  }, 'Please choose an image file')

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Background Image Required</DialogTitle>
          <DialogDescription>
            This theme uses a background image that is stored as a separate file. Choose the image
            now, or go to the Background page to upload it later.
          </DialogDescription>
        </DialogHeader>
        <input {...picker.inputProps} aria-label="Background image file" />
        <DialogFooter>
          <Button variant="outline" disabled={picker.busy} onClick={picker.open}>
            {picker.busy && <LoaderCircleIcon className="animate-spin" aria-hidden />}
            Choose image...
          </Button>
          <Button onClick={() => onOpenChange(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
