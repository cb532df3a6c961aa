import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react'
import { useRef } from 'react'
import { ProductBrand } from '@/components/layout/ThemeIcon'
import { SideTooltip, TooltipScope, useLazyTooltips } from '@/components/ui/lazy-tooltip'
import { cn } from '@/lib/cn'
import { NavList } from './NavList'
import { useSidebarCollapsed } from './sidebar-collapsed'

const SIDEBAR_ID = 'app-sidebar'

/** The sidebar's look comes from the theme's sidebar variables, falling back to the card colours. */
export const SIDEBAR_SURFACE =
  '[background:var(--sidebar-background,var(--color-card))] border-[var(--sidebar-border,var(--color-border))] [backdrop-filter:var(--sidebar-backdrop-filter,none)] [-webkit-backdrop-filter:var(--sidebar-backdrop-filter,none)]'

/**
 * Desktop navigation: 250px wide, or 60px with icons only; only the width animates (0.45 s).
 * Collapsed, each icon is named in a tooltip; their code loads with the first collapse.
 */
export function Sidebar() {
  const aside = useRef<HTMLElement>(null)
  const { collapsed, toggle } = useSidebarCollapsed()
  const tooltips = useLazyTooltips(collapsed, aside)
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon

  return (
    <aside
      ref={aside}
      id={SIDEBAR_ID}
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r md:flex',
        'transition-[width] duration-[450ms] ease-in-out motion-reduce:transition-none',
        collapsed ? 'w-[60px]' : 'w-[250px]',
        SIDEBAR_SURFACE,
      )}
    >
      {/* The 32px mark sits 14px in, centred in the collapsed width as well. */}
      <div className="flex h-16 shrink-0 items-center px-3.5">
        <ProductBrand />
      </div>

      <TooltipScope parts={tooltips}>
        <nav
          aria-label="Main"
          className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-2.5 py-2"
        >
          <NavList collapsed={collapsed} tooltips={tooltips} />
        </nav>

        <div className="shrink-0 border-t border-[var(--sidebar-border,var(--color-border))] px-2.5 py-2.5">
          <SideTooltip parts={tooltips} label={toggleLabel} shown={collapsed}>
            <button
              type="button"
              onClick={toggle}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              aria-controls={SIDEBAR_ID}
              className="flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm whitespace-nowrap text-muted-foreground transition-colors duration-150 hover:bg-accent/60 hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ToggleIcon className="size-5 shrink-0" aria-hidden="true" />
              <span className="truncate">{toggleLabel}</span>
            </button>
          </SideTooltip>
        </div>
      </TooltipScope>
    </aside>
  )
}
