import { useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'
import { reportError } from './error-queue'

/*
 * Toasts for the whole app. The notification library and the toaster load with the first toast,
 * so a page that shows none never downloads them. The library's store replays toasts raised
 * before the toaster subscribed, so none are lost.
 */
type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message'

/** What raising a toast needs of the notification library. */
type NotificationLibrary = Pick<typeof import('sonner'), 'toast'>

/** Toasts whose library `load` brings in with the first of them. */
export function createToasts(load: () => Promise<NotificationLibrary>) {
  let library: Promise<NotificationLibrary> | undefined
  const toasterListeners = new Set<() => void>()

  function loadLibrary() {
    if (!library) {
      // A failed download (offline, a new deployment) is not cached: the next toast tries again.
      library = load().catch((error: unknown) => {
        library = undefined
        throw error
      })
      toasterListeners.forEach((listener) => listener())
    }
    return library
  }

  /** True once a toast has been raised: the app mounts its toaster from then on. */
  function useToasterNeeded(): boolean {
    return useSyncExternalStore(
      (listener) => {
        toasterListeners.add(listener)
        return () => toasterListeners.delete(listener)
      },
      () => library !== undefined,
    )
  }

  function show(kind: ToastKind) {
    return (message: string, options?: ExternalToast): void => {
      loadLibrary().then(
        ({ toast: sonnerToast }) => sonnerToast[kind](message, options),
        (error: unknown) => {
          console.error('Notifications could not be loaded', error)
          // An error must still reach the user: the error dialog needs no extra download.
          if (kind === 'error') reportError('other', message)
        },
      )
    }
  }

  const toast = {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    message: show('message'),
    dismiss(id?: string | number): void {
      void loadLibrary().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id))
    },
  }

  return { toast, useToasterNeeded }
}

export const { toast, useToasterNeeded } = createToasts(() => import('sonner'))
