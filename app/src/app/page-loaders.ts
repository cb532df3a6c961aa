import type { ComponentType } from 'react'
import { startContrastWorkerEarly } from '@/features/designer/contrast-worker-start'

type PageModule = Promise<{ default: ComponentType }>

/**
 * The pages that are chunks of their own, by path: each loads when first visited. The router
 * and the start-up look at the address (below) share these, so both ask for the same chunk.
 */
const PAGE_LOADERS = {
  'json-editor': () => import('@/features/json-editor/JsonEditorPage'),
  designer: () => {
    // The worker needs the main thread for a moment once its script is in: asked for now, it
    // gets that moment before the Designer's first render takes the thread.
    startContrastWorkerEarly()
    // With its first contrast answer, a frame or so later, so that its first frame shows it.
    return import('./DesignerPage').then(async (page) => {
      await page.measureShownThemeEarly()
      return page
    })
  },
  'background-editor': () => import('@/features/background/BackgroundEditorPage'),
  components: () => import('@/features/previews/ComponentsPage'),
  tables: () => import('@/features/previews/TablesPage'),
  dialogs: () => import('@/features/previews/DialogsPage'),
  about: () => import('@/features/about/AboutPage'),
  'prepare-nft': () => import('@/features/nft/PrepareNftPage'),
} satisfies Record<string, () => PageModule>

export type LazyPagePath = keyof typeof PAGE_LOADERS

export const LAZY_PAGE_PATHS = Object.keys(PAGE_LOADERS) as LazyPagePath[]

const loadedPages = new Map<LazyPagePath, ComponentType>()

export function loadPage(path: LazyPagePath): Promise<ComponentType> {
  return PAGE_LOADERS[path]().then((page) => {
    loadedPages.set(path, page.default)
    return page.default
  })
}

/** The page's component if its chunk is in already. */
export function loadedPage(path: LazyPagePath): ComponentType | undefined {
  return loadedPages.get(path)
}

/**
 * Asks for the chunk of the page a link opens straight into, before the shell's own code has
 * run: otherwise the request waits for the router's first render. Settles once the chunk is
 * in, at once for a page in the shell's own chunk. A failure is left to the router, whose own
 * request for the chunk fails the same way and shows the route's error.
 */
export function startLoadingPageInAddress(pathname: string): Promise<void> {
  const path = pathname.split('/')[1] ?? ''
  if (!Object.hasOwn(PAGE_LOADERS, path)) return Promise.resolve()
  return loadPage(path as LazyPagePath).then(
    () => undefined,
    () => undefined,
  )
}
