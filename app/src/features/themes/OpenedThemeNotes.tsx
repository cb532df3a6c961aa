import { FileWarningIcon, XIcon } from 'lucide-react'
import { removeUnknownProperties, readTheme, type SchemaViolation } from '@theme-a-roo/theme'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { replaceWorkingTheme, useWorkingTheme } from '@/theming/working-theme'

function isUnknownProperty(note: SchemaViolation): boolean {
  return note.keyword === 'additionalProperties'
}

/**
 * What the engine noted about a theme that opened: properties the format does not list (kept,
 * with a one-click clean-up) and malformed values (repaired or skipped when applied).
 */
export function OpenedThemeNotes({
  notes,
  onChange,
}: {
  notes: SchemaViolation[]
  onChange: (notes: SchemaViolation[]) => void
}) {
  const unknownCount = notes.filter(isUnknownProperty).length

  function removeUnknown() {
    const cleaned = removeUnknownProperties(useWorkingTheme.getState().theme)
    replaceWorkingTheme(cleaned)
    onChange(readTheme(cleaned).warnings)
    toast.success(
      `Removed ${unknownCount} unknown propert${unknownCount === 1 ? 'y' : 'ies'} from the working theme`,
    )
  }

  return (
    <Alert role="status" aria-labelledby="opened-theme-notes-title">
      <FileWarningIcon aria-hidden />
      <div className="flex items-start justify-between gap-2">
        <AlertTitle id="opened-theme-notes-title" className="font-semibold">
          Opened with {notes.length} note{notes.length === 1 ? '' : 's'}
        </AlertTitle>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-8"
          aria-label="Dismiss notes"
          onClick={() => onChange([])}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      <AlertDescription className="flex flex-col gap-3">
        {/* Focusable, so a keyboard can scroll a long list. */}
        <ul
          tabIndex={0}
          aria-label="Notes"
          className="flex max-h-48 list-disc flex-col gap-1 overflow-y-auto rounded-sm pl-5 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {notes.map((note, index) => (
            <li key={`${index} ${note.path}`} className="break-words">
              {/* An import note speaks of the source file, not of a place in the theme. */}
              {note.keyword === 'import' ? (
                note.message
              ) : (
                <>
                  <code className="font-mono text-xs">{note.path || '(document)'}</code>:{' '}
                  {note.message}
                </>
              )}
            </li>
          ))}
        </ul>
        {unknownCount > 0 && (
          <Button variant="outline" size="sm" className="self-start" onClick={removeUnknown}>
            Remove unknown properties
          </Button>
        )}
      </AlertDescription>
    </Alert>
  )
}
