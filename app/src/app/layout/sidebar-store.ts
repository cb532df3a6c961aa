import { create } from 'zustand'
import { STORAGE_KEYS } from '@/storage/keys'
import { isBoolean, readStoredJson, writeStored } from '@/storage/local-storage'

/**
 * The desktop sidebar's collapsed flag, remembered in localStorage. It is read synchronously when
 * this module loads, before the first render, so a collapsed sidebar never flashes open.
 */
interface SidebarState {
  collapsed: boolean
  setCollapsed: (collapsed: boolean) => void
  toggle: () => void
}

function readSidebarCollapsed(): boolean {
  return readStoredJson(STORAGE_KEYS.sidebarCollapsed, isBoolean) ?? false
}

export const useSidebar = create<SidebarState>((set, get) => ({
  collapsed: readSidebarCollapsed(),
  setCollapsed: (collapsed) => {
    set({ collapsed })
    writeStored(STORAGE_KEYS.sidebarCollapsed, JSON.stringify(collapsed))
  },
  toggle: () => get().setCollapsed(!get().collapsed),
}))
