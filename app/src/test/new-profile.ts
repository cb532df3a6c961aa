import Dexie from 'dexie'
import { vi } from 'vitest'

/**
 * Empty local and session storage and an empty image database, as a new browser profile has.
 * jsdom makes no object URLs: each one asked for is `blob:test/<n>`, numbered from 1 per test.
 */
export async function startAsNewProfile(): Promise<void> {
  localStorage.clear()
  sessionStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  let objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
}
