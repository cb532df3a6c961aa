import { useCallback, useState } from 'react'
import { isBoolean, remembered } from '@/components/preferences/remembered'

const sidebarCollapsed = remembered('sidebarCollapsed')

/**
 * The desktop sidebar's collapsed flag, remembered in localStorage. It is read during the
 * sidebar's first render, so a collapsed sidebar never flashes open.
 */
export function useSidebarCollapsed(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(() => sidebarCollapsed.readJson(isBoolean) ?? false)
  const toggle = useCallback(() => {
    setCollapsed(!collapsed)
    sidebarCollapsed.writeJson(!collapsed)
  }, [collapsed])
  return { collapsed, toggle }
}
