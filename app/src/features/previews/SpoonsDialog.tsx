import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { spoonsFormDefaults, spoonsFormSchema, type SpoonsFormValues } from './spoons-form'

interface SpoonsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A dialog holding a validated form: Ok closes it when the form is valid, else shows why. */
export function SpoonsDialog({ open, onOpenChange }: SpoonsDialogProps) {
  const form = useForm<SpoonsFormValues>({
    resolver: zodResolver(spoonsFormSchema),
    defaultValues: spoonsFormDefaults,
  })

  function changeOpen(next: boolean) {
    // Each opening starts from a fresh form.
    if (!next) form.reset(spoonsFormDefaults)
    onOpenChange(next)
  }

  const submit = form.handleSubmit(() => changeOpen(false))

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dialog</DialogTitle>
          <DialogDescription>This is a dialog.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
            <FormField
              control={form.control}
              name="combineFee"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Number of spoons</FormLabel>
                  <FormControl>
                    <Input inputMode="numeric" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit">Ok</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
