import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import {
  closeNavigationDrawer,
  useNavigationDrawer,
} from '@/components/layout/navigation-drawer-store'
import { cn } from '@/lib/cn'
import { useHasBeenTrue } from '@/lib/use-has-been-true'
import { useSharedTheme } from '@/theming/theme-runtime'
import { RemoteBackgroundNotice } from './RemoteBackgroundNotice'
import { Sidebar } from './Sidebar'

const DESKTOP_QUERY = '(min-width: 48rem)'

// Loads with the first share link opened; most visits never need it.
// The drawer (and the dialog library under it) loads when a small screen first opens it.
const NavigationDrawer = lazy(() =>
  import('./NavigationDrawer').then((module) => ({ default: module.NavigationDrawer })),
)

const SharedThemeNotice = lazy(() =>
  import('./SharedThemeNotice').then((module) => ({ default: module.SharedThemeNotice })),
)

/** The page shell: desktop sidebar or mobile drawer, and the routed page beside it. */
export function AppLayout() {
  const { pathname } = useLocation()
  const sharedThemeShown = useSharedTheme() !== undefined
  const drawerNeeded = useHasBeenTrue(useNavigationDrawer((state) => state.open))

  // Any navigation (a drawer link, Back, history) closes the drawer.
  useEffect(() => {
    closeNavigationDrawer()
  }, [pathname])

  // The drawer exists only below md; growing the window past it closes the drawer.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (query.matches) closeNavigationDrawer()
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  return (
    <div className="flex h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-popover px-3 py-2 text-sm text-popover-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <Sidebar />
      {drawerNeeded && (
        <Suspense fallback={null}>
          <NavigationDrawer />
        </Suspense>
      )}
      <main id="main" className="relative flex h-dvh min-w-0 flex-1 flex-col overflow-y-auto">
        <PageLoadingBar />
        <Outlet />
        {sharedThemeShown && (
          <Suspense fallback={null}>
            <SharedThemeNotice />
          </Suspense>
        )}
        <RemoteBackgroundNotice />
      </main>
    </div>
  )
}

/** While a lazily loaded page is fetched, the current page stays and a thin bar shows progress. */
function PageLoadingBar() {
  const loading = useNavigation().state === 'loading'
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute inset-x-0 top-0 z-10 h-0.5 overflow-hidden"
    >
      <div
        className={cn(
          'h-full bg-primary transition-opacity',
          loading ? 'animate-pulse opacity-100 delay-150 duration-300' : 'opacity-0 duration-150',
        )}
      />
      <span className="sr-only">{loading ? 'Loading page…' : ''}</span>
    </div>
  )
}
