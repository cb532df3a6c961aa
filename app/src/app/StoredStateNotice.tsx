import { useEffect } from 'react'
import { toast } from '@/lib/toast'
import { useWorkingTheme } from '@/theming/working-theme'

/** Tells the user once when saved state could not be read and a default took its place. */
export function StoredStateNotice() {
  const notice = useWorkingTheme((state) => state.restoreNotice)
  useEffect(() => {
    if (notice) toast.warning(notice, { id: 'working-theme-restore' })
  }, [notice])
  return null
}
