import { lazy, Suspense } from 'react'
import { RouterProvider } from 'react-router-dom'
import { StoredStateNotice } from './StoredStateNotice'
import type { AppRouter } from './router'
import { useErrorQueue } from '@/lib/error-queue'
import { useToasterNeeded } from '@/lib/toast'
import { useHasBeenTrue } from '@/lib/use-has-been-true'

// The toaster (and its library) loads with the first toast; see lib/toast.ts.
const AppToaster = lazy(() =>
  import('./AppToaster').then((module) => ({ default: module.AppToaster })),
)
// The error dialog (and the dialog library) loads with the first error; most visits have none.
const ErrorDialog = lazy(() =>
  import('./ErrorDialog').then((module) => ({ default: module.ErrorDialog })),
)

/** The error dialog and toasts sit beside the router, so they outlive any page or route error. */
export function App({ router }: { router: AppRouter }) {
  const toasterNeeded = useToasterNeeded()
  const errorDialogNeeded = useHasBeenTrue(useErrorQueue((state) => state.errors.length > 0))
  return (
    <>
      <RouterProvider router={router} />
      {errorDialogNeeded && (
        <Suspense fallback={null}>
          <ErrorDialog />
        </Suspense>
      )}
      {toasterNeeded && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      <StoredStateNotice />
    </>
  )
}
