import { remembered } from '@/components/preferences/remembered'

/** The app's address, as last connected in this browser. */
export const rememberedAppAddress = remembered('liveAppAddress')

/** The address typed, or what is wrong with it in words for the field. */
export function readAppAddress(text: string): { address: URL } | { error: string } {
  const trimmed = text.trim()
  if (!trimmed) return { error: "Enter your app's address, such as http://localhost:5173." }
  let address: URL
  try {
    address = new URL(trimmed)
  } catch {
    return { error: `"${trimmed}" is not a web address. Enter one such as http://localhost:5173.` }
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') {
    return { error: 'Only http:// and https:// addresses can be shown.' }
  }
  return { address }
}

/** The tag a page adds to load the live client from this editor. */
export function scriptSnippet(editorOrigin: string): string {
  return `<script src="${editorOrigin}/live.js"></script>`
}
