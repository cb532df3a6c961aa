import { MoonIcon, SunIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { themeMode, type MostLike, type Theme } from '@theme-a-roo/theme'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { setWorkingThemeFields } from '@/theming/working-theme'
import type { Contrast, ContrastSource } from './contrast-client'
import { twinChanges } from './twin-changes'

/** The words of the action, its confirmation and its button, for a theme in `mode`. */
function twinWording(mode: MostLike) {
  const other = mode === 'light' ? 'dark' : 'light'
  const action = `Make ${other} twin`
  return {
    action,
    description: `Your working theme will be replaced by its ${other} counterpart: every colour keeps its hue and takes the lightness of a ${other} theme, and every contrast pair reaches AA. Undo brings it back.`,
  }
}

/**
 * 'Make dark twin' (or light) for the working theme: after a confirmation, the theme's values
 * become those of its twin in one undo step. The twin is worked out in the contrast worker, over
 * the backdrops the contrast check uses, from the moment the confirmation opens.
 */
export function MakeTwin({ theme, contrast }: { theme: Theme; contrast: Contrast }) {
  // The mode the confirmation was opened for: its words stay while it closes on the twin.
  const [openFor, setOpenFor] = useState<MostLike>()
  const { source } = contrast
  // The source as it is now, for a twin that finishes after the theme changed.
  const latest = useRef<ContrastSource | undefined>(source)
  useEffect(() => {
    latest.current = source
  }, [source])
  const started = useRef<{ source: ContrastSource; twin: Promise<Theme> }>(undefined)

  function twinOf(of: ContrastSource): Promise<Theme> {
    if (started.current?.source !== of) {
      const twin = contrast.twin(of)
      // Cancel leaves it unread; a failure is reported when it is read.
      twin.catch(() => undefined)
      started.current = { source: of, twin }
    }
    return started.current.twin
  }

  const mode = themeMode(theme, source?.backdrops)

  function openConfirmation(open: boolean) {
    if (open && source) void twinOf(source)
    if (!open) started.current = undefined
    setOpenFor(open ? mode : undefined)
  }

  async function replaceWithTwin() {
    try {
      for (;;) {
        const of = latest.current
        if (!of) throw new Error('The theme is still loading')
        const twin = await twinOf(of)
        // The theme changed while its twin was made (an undo): make the twin of the new one.
        if (latest.current !== of) continue
        const refused = setWorkingThemeFields(twinChanges(of.theme, twin))
        if (refused) throw new Error(refused.message)
        return
      }
    } catch (error) {
      toast.error(`The twin could not be made: ${errorMessage(error)}`)
      throw error
    } finally {
      started.current = undefined
    }
  }

  const Icon = mode === 'light' ? MoonIcon : SunIcon
  const asked = twinWording(openFor ?? mode)
  return (
    <>
      {/* Until the background image is read, the twin could not be measured as shown. */}
      <Button variant="outline" disabled={!source} onClick={() => openConfirmation(true)}>
        <Icon aria-hidden />
        {twinWording(mode).action}
      </Button>
      <ConfirmDialog
        open={openFor !== undefined}
        onOpenChange={openConfirmation}
        title={asked.action}
        description={asked.description}
        confirmLabel={asked.action}
        onConfirm={replaceWithTwin}
      />
    </>
  )
}
