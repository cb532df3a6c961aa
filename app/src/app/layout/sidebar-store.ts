import { create } from 'zustand'
import { isBoolean, remembered } from '@/components/preferences/remembered'

/**
 * The desktop sidebar's collapsed flag, remembered in localStorage. It is read synchronously when
 * this module loads, before the first render, so a collapsed sidebar never flashes open.
 */
interface SidebarState {
  collapsed: boolean
  setCollapsed: (collapsed: boolean) => void
  toggle: () => void
}

const sidebarCollapsed = remembered('sidebarCollapsed')

export const useSidebar = create<SidebarState>((set, get) => ({
  collapsed: sidebarCollapsed.readJson(isBoolean) ?? false,
  setCollapsed: (collapsed) => {
    set({ collapsed })
    sidebarCollapsed.writeJson(collapsed)
  },
  toggle: () => get().setCollapsed(!get().collapsed),
}))
