import { ClipboardPasteIcon } from 'lucide-react'
import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { platform } from '@/platform/current-platform'
import { allowBackground } from '@/theming/remote-background'
import { setWorkingThemeBackgroundImage } from '@/theming/working-background'
import { checkImageUrl } from './image-url'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const PASTE_KEYS = isMac ? '⌘V' : 'Ctrl+V'

/** Method (1): an image address typed or pasted from the clipboard. */
export function PasteImageUrl({ editable }: { editable: boolean }) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [url, setUrl] = useState('')
  const [applying, setApplying] = useState(false)

  async function paste() {
    if (!platform.readClipboardText) {
      // No script may read the clipboard here (the desktop window), but the user's own paste
      // can: ready the field so that it replaces what the field holds.
      field.current?.focus()
      field.current?.select()
      toast.info(`Press ${PASTE_KEYS} to paste the image address`)
      return
    }
    let text: string
    try {
      text = await platform.readClipboardText()
    } catch (error) {
      console.error('Failed to read from clipboard', error)
      toast.error('Failed to read from clipboard')
      return
    }
    if (!text.trim()) {
      toast.info('No text found in clipboard')
      return
    }
    setUrl(text.trim())
  }

  /** A paste into the field (keys or context menu) is trimmed as the paste button's text is. */
  function pasteIntoField(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    const text = event.clipboardData.getData('text/plain').trim()
    if (!text) {
      toast.info('No text found in clipboard')
      return
    }
    const input = event.currentTarget
    const end = input.value.length
    input.setRangeText(text, input.selectionStart ?? end, input.selectionEnd ?? end, 'end')
    setUrl(input.value)
  }

  async function apply(event: FormEvent) {
    event.preventDefault()
    const checked = checkImageUrl(url)
    if (!checked.ok) {
      toast.error(checked.message)
      return
    }
    setApplying(true)
    try {
      // An address the user typed in is theirs to load: no need to ask before showing it, but it
      // is measured first, and one too large to decode is refused with its size.
      await allowBackground(checked.url)
      await setWorkingThemeBackgroundImage(checked.url)
      setUrl('')
    } catch (error) {
      console.error('Failed to set the background image', error)
      toast.error(errorMessage(error))
    } finally {
      setApplying(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        (1) Paste Image URL
      </h4>
      <form className="flex flex-col gap-3" onSubmit={(event) => void apply(event)}>
        <div className="flex gap-2">
          <Input
            ref={field}
            aria-label="Image URL"
            placeholder="https://example.com/background.jpg"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            disabled={!editable}
            onChange={(event) => setUrl(event.target.value)}
            onPaste={pasteIntoField}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Paste from clipboard"
            title="Paste from clipboard"
            disabled={!editable}
            onClick={() => void paste()}
          >
            <ClipboardPasteIcon aria-hidden />
          </Button>
        </div>
        <Button type="submit" disabled={!editable || applying}>
          Apply Image URL
        </Button>
      </form>
    </section>
  )
}
