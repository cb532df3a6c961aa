import { useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'

/*
 * Toasts for the whole app. The notification library and the toaster load with the first toast,
 * so a page that shows none never downloads them. The library's store replays toasts raised
 * before the toaster subscribed, so none are lost.
 */
type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message'

let library: Promise<typeof import('sonner')> | undefined
const toasterListeners = new Set<() => void>()

function loadLibrary() {
  if (!library) {
    library = import('sonner')
    toasterListeners.forEach((listener) => listener())
  }
  return library
}

/** True once a toast has been raised: the app mounts its toaster from then on. */
export function useToasterNeeded(): boolean {
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
    void loadLibrary().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options))
  }
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  dismiss(id?: string | number): void {
    void loadLibrary().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id))
  },
}
