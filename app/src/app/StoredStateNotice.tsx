import { useEffect } from 'react'
import { toast } from '@/lib/toast'
import { restorePreviousWorkingTheme } from '@/theming/background-restore'
import { useWorkingTheme } from '@/theming/working-theme'

/**
 * Tells the user once when saved state could not be read and a default took its place. A
 * working theme that was kept aside is offered back, and the offer stays until it is answered.
 */
export function StoredStateNotice() {
  const notice = useWorkingTheme((state) => state.restoreNotice)
  const canRestore = useWorkingTheme((state) => state.previousWorkingTheme !== undefined)
  useEffect(() => {
    if (!notice) return
    toast.warning(notice, {
      id: 'working-theme-restore',
      ...(canRestore && {
        duration: Infinity,
        // The notice is long and so is the button's label: the button goes below the text.
        classNames: { toast: 'flex-wrap!', content: 'basis-[85%]!', actionButton: 'ml-8!' },
        action: {
          label: 'Restore the previous working theme',
          onClick: () => void restorePreviousWorkingTheme(),
        },
      }),
    })
  }, [notice, canRestore])
  return null
}
