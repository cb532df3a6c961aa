import { ArrowLeftIcon, ChevronLeftIcon, MenuIcon } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { isNestedPath } from './nested-path'
import { openNavigationDrawer, useNavigationDrawer } from './navigation-drawer-store'
import { PRODUCT_NAME, ProductBrand } from './ThemeIcon'

export interface PageHeaderProps {
  /** The page title: rendered as the page's <h1> and used for the document title. */
  title: string
  /**
   * Back handler. When given (or when the path is nested, see `isNestedPath`) a Back button shows;
   * without a handler it goes back one step in history.
   */
  back?: () => void
  /** Optional pagination controls, shown beside the title on every screen size. */
  paginator?: ReactNode
  /**
   * Action controls, right-aligned. Below the `md` breakpoint they are hidden to keep the header
   * compact, except the ones wrapped in `<AlwaysShow>`:
   *
   *   <PageHeader title="JSON Editor">
   *     <Button variant="outline">Validate</Button>      // md and up only
   *     <AlwaysShow><Button>Apply</Button></AlwaysShow>  // every size
   *   </PageHeader>
   */
  children?: ReactNode
}

/**
 * Marks header actions that stay visible on small screens. It adds no box of its own
 * (`display: contents`), so its children lay out as if they were direct header actions.
 */
export function AlwaysShow({ children }: { children: ReactNode }) {
  return (
    <div data-always-show="" className="contents">
      {children}
    </div>
  )
}

export function PageHeader({ title, back, paginator, children }: PageHeaderProps) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const drawerOpen = useNavigationDrawer((state) => state.open)
  const showBack = back !== undefined || isNestedPath(pathname)
  const goBack = () => {
    if (back) back()
    else void navigate(-1)
  }

  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`
  }, [title])

  return (
    <header className="shrink-0">
      {/* Small screens: an app bar with the menu (or back) button and the product mark. */}
      <div className="flex h-14 items-center gap-1.5 border-b border-[var(--sidebar-border,var(--color-border))] [background:var(--sidebar-background,var(--color-card))] px-2 [backdrop-filter:var(--sidebar-backdrop-filter,none)] [-webkit-backdrop-filter:var(--sidebar-backdrop-filter,none)] md:hidden">
        {showBack ? (
          <Button variant="ghost" size="icon" aria-label="Back" onClick={goBack}>
            <ChevronLeftIcon className="size-5!" />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openNavigationDrawer}
          >
            <MenuIcon className="size-5!" />
          </Button>
        )}
        <ProductBrand iconClassName="size-7" />
      </div>

      {/* On md and up the title row is as tall as the sidebar's brand row, so the two line up. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-4 pb-3 md:min-h-16 md:px-8 md:py-3">
        {showBack && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Back"
            onClick={goBack}
            className="-ml-2 hidden size-9 md:inline-flex"
          >
            <ArrowLeftIcon />
          </Button>
        )}
        <h1 className="min-w-0 truncate text-xl font-semibold tracking-tight md:text-2xl">
          {title}
        </h1>
        {paginator !== undefined && <div className="flex items-center gap-2">{paginator}</div>}
        {children !== undefined && (
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2 max-md:[&>:not([data-always-show])]:hidden">
            {children}
          </div>
        )}
      </div>
    </header>
  )
}
