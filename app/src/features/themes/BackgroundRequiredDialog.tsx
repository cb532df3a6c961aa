import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface BackgroundRequiredDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Told after opening a theme whose background image is a file of its own, not in the theme. */
export function BackgroundRequiredDialog({ open, onOpenChange }: BackgroundRequiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Background Image Required</DialogTitle>
          <DialogDescription>
            This theme uses a background image that is stored as a separate file. Go to the
            Background page to upload it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
