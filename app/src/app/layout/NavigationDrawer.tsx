import { useRef } from 'react'
import { ProductBrand } from '@/components/layout/ThemeIcon'
import { useNavigationDrawer } from '@/components/layout/navigation-drawer-store'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { cn } from '@/lib/cn'
import { NavList } from './NavList'
import { SIDEBAR_SURFACE } from './Sidebar'

/** Small screens: the navigation slides in from the left, opened by the header's menu button. */
export function NavigationDrawer() {
  const open = useNavigationDrawer((state) => state.open)
  const setOpen = useNavigationDrawer((state) => state.setOpen)
  // The menu button is not a dialog trigger (it lives in each page's header), so the element to
  // refocus on close is remembered here.
  const opener = useRef<HTMLElement | null>(null)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="left"
        className={cn('w-[250px] md:hidden', SIDEBAR_SURFACE)}
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          // After navigating, the old page's button is gone; focus then stays with the new page.
          if (opener.current?.isConnected) opener.current.focus()
          opener.current = null
        }}
      >
        <div className="flex h-16 shrink-0 items-center pr-12 pl-3.5">
          <SheetTitle asChild>
            <h2>
              <ProductBrand />
            </h2>
          </SheetTitle>
        </div>
        <SheetDescription className="sr-only">Go to a page of the app.</SheetDescription>
        <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-2.5 py-2">
          <NavList onNavigate={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  )
}
