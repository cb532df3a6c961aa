import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { AppLayout } from './layout/AppLayout'
import { RootError, RouteError } from './RouteError'
import { RouteLoading } from './RouteLoading'
import ThemesPage from '@/features/themes/ThemesPage'
import { LAZY_PAGE_PATHS, loadedPage, loadPage, type LazyPagePath } from './page-loaders'

/** A page with its own chunk; one loaded already (the page the app opened on) renders at once. */
function lazyPage(path: LazyPagePath): RouteObject {
  const Component = loadedPage(path)
  if (Component) return { path, Component }
  return { path, lazy: () => loadPage(path).then((page) => ({ Component: page })) }
}

/*
 * Every other page is its own chunk, loaded when first visited, so the first load carries only
 * the shell and the page in view. The pathless route between the shell and the pages holds the
 * loading and error states, so the sidebar stays on screen while a page loads or fails.
 */
function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RootError,
      children: [
        {
          HydrateFallback: RouteLoading,
          ErrorBoundary: RouteError,
          children: [
            // The first page most visits open is in the shell's own chunk: no second round trip
            // before the themes show.
            { index: true, Component: ThemesPage },
            ...LAZY_PAGE_PATHS.map(lazyPage),
            // Rarely seen, so not in the shell's chunk.
            {
              path: '*',
              lazy: () =>
                import('./NotFoundPage').then((page) => ({ Component: page.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes())
}

export type AppRouter = ReturnType<typeof createAppRouter>
