import { Redo2Icon, Undo2Icon } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { useThemeHistory } from '@/theming/theme-history'
import { redoThemeChange, undoThemeChange } from '@/theming/theme-undo'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const UNDO_KEYS = isMac ? '⌘Z' : 'Ctrl+Z'
const REDO_KEYS = isMac ? '⇧⌘Z' : 'Ctrl+Shift+Z'

/**
 * Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (and Ctrl+Y) undo and redo changes to the working theme while
 * an editing page is open. The code editor keeps these keys for its own text.
 */
function useUndoShortcuts(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.monaco-editor')) return
      const key = event.key.toLowerCase()
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)
      if (!redo && !(key === 'z' && !event.shiftKey)) return
      event.preventDefault()
      void (redo ? redoThemeChange() : undoThemeChange())
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}

/** Undo and Redo buttons for the working theme, with their keyboard shortcuts. */
export function UndoRedo({ enabled }: { enabled: boolean }) {
  const canUndo = useThemeHistory((state) => state.past.length > 0)
  const canRedo = useThemeHistory((state) => state.future.length > 0)
  useUndoShortcuts(enabled)
  return (
    <div className="flex gap-1" role="group" aria-label="History">
      <Button
        variant="outline"
        size="icon"
        aria-label="Undo"
        aria-keyshortcuts={isMac ? 'Meta+Z' : 'Control+Z'}
        title={`Undo (${UNDO_KEYS})`}
        disabled={!enabled || !canUndo}
        onClick={() => void undoThemeChange()}
      >
        <Undo2Icon aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label="Redo"
        aria-keyshortcuts={isMac ? 'Meta+Shift+Z' : 'Control+Shift+Z'}
        title={`Redo (${REDO_KEYS})`}
        disabled={!enabled || !canRedo}
        onClick={() => void redoThemeChange()}
      >
        <Redo2Icon aria-hidden />
      </Button>
    </div>
  )
}
