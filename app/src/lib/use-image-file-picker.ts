import { useRef, useState, type ChangeEvent } from 'react'
import { toast } from './toast'

/**
 * One image file from the device, chosen through a hidden file input or dropped: anything that
 * is not an image is refused with the `notAnImage` toast, and `keep` runs with `busy` set until it
 * settles; `keep` reports its own failures. The input is cleared after each choice, so choosing
 * the same file again still counts.
 */
export function useImageFilePicker(keep: (file: File) => Promise<void>, notAnImage: string) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  async function take(file: File) {
    if (!file.type.startsWith('image/')) {
      toast.error(notAnImage)
      return
    }
    setBusy(true)
    try {
      await keep(file)
    } finally {
      setBusy(false)
    }
  }

  return {
    busy,
    /** Opens the system's file chooser. */
    open: () => input.current?.click(),
    /** A dropped file, taken as a chosen one. */
    take: (file: File) => void take(file),
    /** Spread on the `<input>`; add its aria-label (and `disabled` if needed). */
    inputProps: {
      ref: input,
      type: 'file',
      accept: 'image/*',
      hidden: true,
      tabIndex: -1,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (file) void take(file)
      },
    },
  }
}
