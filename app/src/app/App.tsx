import { lazy, Suspense } from 'react'
import { RouterProvider } from 'react-router-dom'
import { ErrorDialog } from './ErrorDialog'
import { StoredStateNotice } from './StoredStateNotice'
import type { AppRouter } from './router'
import { useToasterNeeded } from '@/lib/toast'

// The toaster (and its library) loads with the first toast; see lib/toast.ts.
const AppToaster = lazy(() =>
  import('./AppToaster').then((module) => ({ default: module.AppToaster })),
)

/** The error dialog and toasts sit beside the router, so they outlive any page or route error. */
export function App({ router }: { router: AppRouter }) {
  const toasterNeeded = useToasterNeeded()
  return (
    <>
      <RouterProvider router={router} />
      <ErrorDialog />
      {toasterNeeded && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      <StoredStateNotice />
    </>
  )
}
