import { createStore } from 'zustand/vanilla'
import {
  classifyImageReference,
  imageTooLargeMessage,
  isTooLargeToDecode,
  type ImageDimensions,
  type Theme,
} from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredJson, writeStored } from '@/storage/local-storage'
import { lazyStore } from '@/lib/lazy-store'
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

/** The addresses the user chose to show, read when first asked for. */
export const useShownBackgrounds = lazyStore(() => {
  const store = createStore<{ addresses: readonly string[] }>(() => ({
    addresses: readShownAddresses(),
  }))
  // Show pressed in another tab counts in this one too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.shownBackgrounds) {
        store.setState({ addresses: readShownAddresses() })
      }
    })
  }
  return store
})

/**
 * The size a web image states, without decoding it: a detached image element (never in the
 * document, never asked to decode) downloads the file but decodes only its header, for the size;
 * pixels are decoded only to paint. The page then paints from the same download. (Most image
 * hosts send no CORS headers, so the bytes themselves could not be read here.) Undefined when it
 * cannot be loaded.
 */
function measureWebImage(address: string): Promise<ImageDimensions | undefined> {
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => resolve(undefined)
    image.src = address
  })
}

/**
 * Remembers that a web background may load, once it is measured; other images never need
 * asking. Throws, remembering nothing, when it is too large to decode: painted, a few kilobytes
 * of PNG can take a gigabyte.
 */
export async function allowBackground(address: string): Promise<void> {
  if (classifyImageReference(address) !== 'web') return
  const size = await measureWebImage(address)
  // One that cannot be loaded is allowed as before: the page's own load fails too, so nothing is
  // decoded, and an address that is only out of reach for now shows once it is back.
  if (size && isTooLargeToDecode(size)) {
    throw new Error(imageTooLargeMessage(size, 'The background image'))
  }
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
