import { useMemo } from 'react'
import {
  checkSageCompatibility,
  classifyImageReference,
  type SageFinding,
  type Theme,
} from '@theme-a-roo/theme'
import { useSageFix } from '@/components/sage-check/apply-sage-fix'
import {
  SageCompatibilityList,
  type SageCheckItem,
} from '@/components/sage-check/SageCompatibilityList'
import { ipfsWebAddress } from '@/lib/ipfs-address'
import { remembered } from '@/components/preferences/remembered'

const PINNED_BY_PREPARE_NFT =
  ' Prepare NFT (in the desktop app) pins it on IPFS and puts its web address in the metadata, which Sage can load.'

/** An uploaded image is only a note here: publishing (the one way to Sage) puts it on the web. */
function asPublished(finding: SageFinding, theme: Theme): SageFinding {
  if (classifyImageReference(theme.backgroundImage) !== 'stored') return finding
  return { ...finding, severity: 'info', message: finding.message + PINNED_BY_PREPARE_NFT }
}

/**
 * The Designer's Sage check of the theme as written. The working theme's `name` is this tool's
 * own (every edit sets it), so the note that Sage replaces it would say nothing about the design.
 */
export function DesignerSageCheck({
  theme,
  bases,
  editable,
  shownBackground,
}: {
  theme: Theme
  bases: ReadonlyMap<string, Theme>
  editable: boolean
  shownBackground: string | undefined
}) {
  const { fixing, applyFix } = useSageFix(shownBackground)
  const items = useMemo<SageCheckItem[]>(() => {
    // The gateway set for publishing gives an ipfs:// background the web address Sage needs.
    const gateway = remembered('pinataGateway').readText()
    const webAddressOf = gateway ? (address: string) => ipfsWebAddress(address, gateway) : undefined
    return checkSageCompatibility(theme, { findTheme: (name) => bases.get(name), webAddressOf })
      .filter((finding) => finding.id !== 'name')
      .map((finding) => (finding.id === 'background' ? asPublished(finding, theme) : finding))
  }, [theme, bases])

  return (
    <SageCompatibilityList
      items={items}
      onFix={editable ? (item) => void applyFix(item.fix) : undefined}
      fixing={fixing}
    />
  )
}
