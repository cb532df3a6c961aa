import { ImageOffIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { allowBackground, useWithheldWorkingBackground } from '@/theming/remote-background'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import { focusPage, hostOf } from './notice-bar'

/**
 * Asks before the working theme's background loads from another server (see
 * remote-background.ts). It sits below every page, so it shows wherever the background would.
 */
export function RemoteBackgroundNotice() {
  const address = useWithheldWorkingBackground()
  const [measuring, setMeasuring] = useState(false)
  const [refused, setRefused] = useState<{ address: string; reason: string }>()
  const removeButton = useRef<HTMLButtonElement>(null)
  // Said for the address it was measured for; another background is asked about afresh.
  const refusal = refused && refused.address === address ? refused.reason : undefined

  async function show(shown: string) {
    setMeasuring(true)
    try {
      await allowBackground(shown)
      focusPage()
    } catch (error) {
      setRefused({ address: shown, reason: errorMessage(error) })
      // Show goes away with the refusal; Remove is what is left to do.
      removeButton.current?.focus()
    } finally {
      setMeasuring(false)
    }
  }

  return (
    <div role="status" className="shrink-0">
      {address && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t bg-card px-4 py-3 text-card-foreground md:px-8">
          <p className="flex min-w-0 flex-1 basis-64 items-start gap-3 text-sm">
            <ImageOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              <span className="font-medium break-words">
                This theme loads its background from {hostOf(address)}
              </span>
              <span className="block text-muted-foreground">
                {refusal ?? 'Nothing is requested from it until you choose Show.'}
              </span>
            </span>
          </p>
          <div className="flex gap-2">
            {!refusal && (
              <Button size="sm" disabled={measuring} onClick={() => void show(address)}>
                Show
              </Button>
            )}
            <Button
              ref={removeButton}
              size="sm"
              variant="outline"
              onClick={() => {
                void setWorkingThemeBackgroundImage(null)
                focusPage()
              }}
            >
              Remove
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
