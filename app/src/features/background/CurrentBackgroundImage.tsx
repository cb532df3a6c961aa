import { DownloadIcon, ImageIcon, ImageOffIcon, LoaderCircleIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { classifyImageReference } from '@theme-a-roo/theme'
import { useWithheldWorkingBackground } from '@/theming/remote-background'
import { useWorkingTheme } from '@/theming/working-theme'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import { saveBackgroundImage } from './background-image-file'
import { useDisplayAddress } from '@/theming/background-address'

const frameClassName =
  'flex h-32 w-full items-center justify-center gap-2 rounded-[var(--radius-md)] border border-dashed text-sm text-muted-foreground'

/** The working theme's background image, with its remove and Download Image buttons. */
export function CurrentBackgroundImage({ editable }: { editable: boolean }) {
  const image = useWorkingTheme((state) => state.theme.backgroundImage)
  const restoring = useWorkingTheme((state) => state.restoringBackground === true)
  const withheld = useWithheldWorkingBackground() !== undefined
  const shown = useDisplayAddress(image)
  const [brokenImage, setBrokenImage] = useState<string>()
  const [saving, setSaving] = useState(false)

  if (restoring) {
    return (
      <div className={frameClassName} role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
        Loading...
      </div>
    )
  }
  if (!image) {
    return (
      <div className={frameClassName}>
        <ImageIcon className="size-4" aria-hidden />
        No background image
      </div>
    )
  }

  async function download() {
    setSaving(true)
    try {
      await saveBackgroundImage(image)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <div className="relative max-w-full">
        {withheld ? (
          // Not even the preview may load it before the user chose Show in the notice below.
          <div className={`${frameClassName} px-6`}>
            <ImageOffIcon className="size-4" aria-hidden />
            Not shown until you choose Show
          </div>
        ) : brokenImage === image || classifyImageReference(shown) === 'stored' ? (
          // A stored image not read back (the image database cannot be read) has no address.
          <div className={`${frameClassName} px-6`}>
            <ImageOffIcon className="size-4" aria-hidden />
            The image could not be displayed
          </div>
        ) : (
          // Decoded off the main thread from an object URL, so even a large upload shows without a stall.
          <img
            src={shown}
            alt="Current background image"
            decoding="async"
            onError={() => setBrokenImage(image)}
            className="block max-h-32 max-w-full rounded-[var(--radius-md)] border object-contain"
          />
        )}
        <Button
          variant="destructive"
          size="icon"
          aria-label="Remove background image"
          title="Remove background image"
          disabled={!editable}
          className="absolute -top-2.5 -right-2.5 size-7 rounded-[var(--radius-full,9999px)] shadow-md"
          onClick={() => void setWorkingThemeBackgroundImage(null)}
        >
          <XIcon className="size-3.5!" aria-hidden />
        </Button>
      </div>
      <Button
        variant="outline"
        disabled={!editable || saving || withheld}
        onClick={() => void download()}
      >
        {saving ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden />
        ) : (
          <DownloadIcon aria-hidden />
        )}
        Download Image
      </Button>
    </div>
  )
}
