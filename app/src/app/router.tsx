import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { AppLayout } from './layout/AppLayout'
import { NotFoundPage } from './NotFoundPage'
import { RootError, RouteError } from './RouteError'
import { RouteLoading } from './RouteLoading'
import ThemesPage from '@/features/themes/ThemesPage'

/*
 * Every other page is its own chunk, loaded when first visited, so the first load carries only
 * the shell and the page in view. The pathless route between the shell and the pages holds the
 * loading and error states, so the sidebar stays on screen while a page loads or fails.
 */
export const routes: RouteObject[] = [
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
          {
            path: 'json-editor',
            lazy: () =>
              import('@/features/json-editor/JsonEditorPage').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: 'designer',
            lazy: () =>
              import('@/features/designer/DesignerPage').then((m) => ({ Component: m.default })),
          },
          {
            path: 'background-editor',
            lazy: () =>
              import('@/features/background/BackgroundEditorPage').then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: 'components',
            lazy: () =>
              import('@/features/previews/ComponentsPage').then((m) => ({ Component: m.default })),
          },
          {
            path: 'tables',
            lazy: () =>
              import('@/features/previews/TablesPage').then((m) => ({ Component: m.default })),
          },
          {
            path: 'dialogs',
            lazy: () =>
              import('@/features/previews/DialogsPage').then((m) => ({ Component: m.default })),
          },
          {
            path: 'about',
            lazy: () =>
              import('@/features/about/AboutPage').then((m) => ({ Component: m.default })),
          },
          {
            path: 'prepare-nft',
            lazy: () =>
              import('@/features/nft/PrepareNftPage').then((m) => ({ Component: m.default })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}

export type AppRouter = ReturnType<typeof createAppRouter>
