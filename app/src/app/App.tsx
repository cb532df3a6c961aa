import { RouterProvider } from 'react-router-dom'
import { AppToaster } from './AppToaster'
import { ErrorDialog } from './ErrorDialog'
import { AppProviders } from './providers'
import { StoredStateNotice } from './StoredStateNotice'
import type { AppRouter } from './router'

/** The error dialog and toasts sit beside the router, so they outlive any page or route error. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ErrorDialog />
      <AppToaster />
      <StoredStateNotice />
    </AppProviders>
  )
}
