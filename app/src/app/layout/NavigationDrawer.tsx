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

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="left" className={cn('w-[250px] md:hidden', SIDEBAR_SURFACE)}>
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
