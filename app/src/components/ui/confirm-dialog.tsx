import { lazyDialog } from './lazy-dialog'
import type { ConfirmDialogProps } from './confirm-dialog-content'

/** Asks before an action that cannot be undone: a destructive confirm button and Cancel. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog-content').then((module) => module.ConfirmDialogContent),
)
