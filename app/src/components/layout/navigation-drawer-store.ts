import { create } from 'zustand'

/**
 * Whether the mobile navigation drawer is open. The menu button lives in each page's header while
 * the drawer belongs to the shell, so they share this store instead of props or context.
 */
interface NavigationDrawerState {
  open: boolean
  setOpen: (open: boolean) => void
}

export const useNavigationDrawer = create<NavigationDrawerState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))

export function openNavigationDrawer(): void {
  useNavigationDrawer.setState({ open: true })
}

export function closeNavigationDrawer(): void {
  useNavigationDrawer.setState({ open: false })
}
