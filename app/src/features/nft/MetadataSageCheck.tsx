import { useMemo } from 'react'
import { useSageFix } from '@/components/sage-check/apply-sage-fix'
import { SageCompatibilityList } from '@/components/sage-check/SageCompatibilityList'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { checkMetadataForSage } from './sage-metadata'

/**
 * Step 4's Sage check of the metadata as generated: the theme it carries already has its base
 * embedded and the pinned background's address (see metadata-theme.ts and metadata.ts), so what
 * is left to fix belongs to the theme itself, and is fixed in the working theme.
 */
export function MetadataSageCheck({ metadata }: { metadata: unknown }) {
  const editable = useThemeRuntime((state) => state.current?.isWorkingTheme ?? false)
  const shownBackground = useThemeRuntime((state) => state.current?.theme.backgroundImage)
  const { fixing, applyFix } = useSageFix(shownBackground)
  const items = useMemo(() => checkMetadataForSage(metadata), [metadata])

  return (
    <SageCompatibilityList
      items={items}
      onFix={editable ? (item) => void applyFix(item.fix) : undefined}
      fixing={fixing}
    />
  )
}
