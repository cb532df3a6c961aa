import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { dismissError, errorTitle, useErrorQueue } from '@/lib/error-queue'

/**
 * Shows the first error of the shared list. Every way of closing it (Ok, the close button,
 * Escape, a click outside) removes that error, and the next one, if any, shows in its place.
 */
export function ErrorDialog() {
  const current = useErrorQueue((state) => state.errors[0])

  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open) dismissError()
      }}
    >
      {current && (
        <DialogContent key={current.id} className="max-w-md">
          <DialogHeader>
            <DialogTitle>{errorTitle(current.kind)}</DialogTitle>
            <DialogDescription className="pt-1 break-words whitespace-pre-wrap">
              {current.reason}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button className="min-w-20">Ok</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  )
}
