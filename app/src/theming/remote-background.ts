import { create } from 'zustand'
import { classifyImageReference, type Theme } from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredJson, writeStored } from '@/storage/local-storage'
import { useWorkingTheme } from './working-theme'

/*
 * A theme from outside (a file, pasted JSON) may name a background on any web server, and
 * loading it tells that server who opened the theme and when. So the working theme's web
 * background is withheld everywhere (page, cards, previews, contrast check) until the user
 * chooses to show it; an address the user typed in themselves counts as chosen. The choice is
 * remembered per address, for as many addresses as undo can bring back.
 */
const REMEMBERED_ADDRESSES = 100

const isAddressList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

function readShownAddresses(): readonly string[] {
  return readStoredJson(STORAGE_KEYS.shownBackgrounds, isAddressList) ?? []
}

export const useShownBackgrounds = create<{ addresses: readonly string[] }>(() => ({
  addresses: readShownAddresses(),
}))

// Show pressed in another tab counts in this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.shownBackgrounds) {
      useShownBackgrounds.setState({ addresses: readShownAddresses() })
    }
  })
}

/** Remembers that a web background may load; other images never need asking. */
export function allowBackground(address: string): void {
  if (classifyImageReference(address) !== 'web') return
  const { addresses } = useShownBackgrounds.getState()
  if (addresses.includes(address)) return
  const next = [...addresses, address].slice(-REMEMBERED_ADDRESSES)
  writeStored(STORAGE_KEYS.shownBackgrounds, JSON.stringify(next))
  useShownBackgrounds.setState({ addresses: next })
}

/** The theme's own web background when the user has not chosen to show it yet. */
export function withheldBackground(
  theme: Pick<Theme, 'backgroundImage'>,
  shown: readonly string[] = useShownBackgrounds.getState().addresses,
): string | undefined {
  const image = theme.backgroundImage
  if (image === undefined || classifyImageReference(image) !== 'web') return undefined
  return shown.includes(image) ? undefined : image
}

/**
 * The theme as it may be shown: without a withheld background, and then without the transparent
 * page colour that let the image show through (the base colour applies instead of a see-through
 * page).
 */
export function withoutWithheldBackground(theme: Theme): Theme {
  if (withheldBackground(theme) === undefined) return theme
  const shown: Theme = { ...theme }
  delete shown.backgroundImage
  if (theme.colors?.background === 'transparent') {
    shown.colors = { ...theme.colors }
    delete shown.colors.background
  }
  return shown
}

/** The working theme's background address while it waits for the user's Show. */
export function useWithheldWorkingBackground(): string | undefined {
  const theme = useWorkingTheme((state) => state.theme)
  const shown = useShownBackgrounds((state) => state.addresses)
  return withheldBackground(theme, shown)
}
