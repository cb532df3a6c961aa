import {
  AppWindowIcon,
  BracesIcon,
  ComponentIcon,
  ImageIcon,
  InfoIcon,
  PaletteIcon,
  SlidersHorizontalIcon,
  Table2Icon,
  type LucideIcon,
} from 'lucide-react'

interface NavItem {
  route: string
  label: string
  icon: LucideIcon
}

/**
 * Sidebar and drawer entries, in display order: the themes, the editors (the Designer beside the
 * JSON Editor, which shows the same document), the previews, then About.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { route: '/', label: 'Themes', icon: PaletteIcon },
  { route: '/json-editor', label: 'JSON Editor', icon: BracesIcon },
  { route: '/designer', label: 'Designer', icon: SlidersHorizontalIcon },
  { route: '/background-editor', label: 'Background', icon: ImageIcon },
  { route: '/components', label: 'Components', icon: ComponentIcon },
  { route: '/tables', label: 'Tables', icon: Table2Icon },
  { route: '/dialogs', label: 'Dialogs', icon: AppWindowIcon },
  { route: '/about', label: 'About', icon: InfoIcon },
]

/** An entry is active on its own route and, except the home route, on any path starting with it. */
export function isNavItemActive(route: string, pathname: string): boolean {
  return pathname === route || (route !== '/' && pathname.startsWith(route))
}
