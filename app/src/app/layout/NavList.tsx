import { Link, useLocation } from 'react-router-dom'
import { SideTooltip, type TooltipParts } from '@/components/ui/lazy-tooltip'
import { cn } from '@/lib/cn'
import { isNavItemActive, NAV_ITEMS } from './nav-items'

interface NavListProps {
  /** Icons only, each with a tooltip naming it (collapsed desktop sidebar). */
  collapsed?: boolean
  /** The tooltip parts, once loaded; none while the list has never been collapsed. */
  tooltips?: TooltipParts
  onNavigate?: () => void
}

/*
 * Icons keep the same x position in both sidebar widths (10px sidebar padding + 10px item padding
 * + 20px icon = centred in 60px), so collapsing clips the labels without moving anything.
 */
export function NavList({ collapsed = false, tooltips, onNavigate }: NavListProps) {
  const { pathname } = useLocation()
  return (
    <ul className="flex flex-col gap-1">
      {NAV_ITEMS.map(({ route, label, icon: Icon }) => {
        const active = isNavItemActive(route, pathname)
        return (
          <li key={route}>
            {/* No tooltip while expanded: the visible label already names the entry. */}
            <SideTooltip parts={tooltips} label={label} shown={collapsed}>
              <Link
                to={route}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm whitespace-nowrap transition-colors duration-150',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  active
                    ? 'bg-accent font-medium text-accent-foreground'
                    : 'text-muted-foreground hover:bg-accent/60 hover:text-accent-foreground',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="truncate">{label}</span>
              </Link>
            </SideTooltip>
          </li>
        )
      })}
    </ul>
  )
}
