import { CheckIcon, CopyIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'

/** How long a copy button shows its check mark. */
const COPIED_FEEDBACK_MS = 2000

/** True for two seconds after `mark()`: the 'Copied!' feedback of a copy button. */
export function useCopiedFeedback(): [boolean, () => void] {
  const [copiedAt, setCopiedAt] = useState<number>()
  useEffect(() => {
    if (copiedAt === undefined) return
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])
  return [copiedAt !== undefined, () => setCopiedAt(Date.now())]
}

/** A labelled value (a hash, a URL, a command) in monospace with its own copy button. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const [copied, markCopied] = useCopiedFeedback()
  async function copy() {
    try {
      await platform.writeClipboardText(value)
      markCopied()
      toast.success(`${label} copied to clipboard`)
    } catch (error) {
      console.error(`Failed to copy ${label}`, error)
      toast.error(`Failed to copy ${label}`)
    }
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex min-w-0 items-start gap-1">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap text-foreground">
          {value}
        </code>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          aria-label={`Copy ${label}`}
          onClick={() => void copy()}
        >
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        </Button>
      </div>
    </div>
  )
}
