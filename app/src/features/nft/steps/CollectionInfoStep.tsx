import { useId, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { CollectionInfo } from '../collection-info'
import { RequiredMark } from '../RequiredMark'
import { updateCollectionInfo, useNftWizard } from '../wizard-store'

type TextField = Exclude<keyof CollectionInfo, 'baseName'>

function Field({
  label,
  required,
  hint,
  children,
}: {
  label: string
  required?: boolean
  hint?: string
  children: (id: string, hintId: string | undefined) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}

/** Step 1: what the collection is and who made it. Every keystroke is kept. */
export function CollectionInfoStep() {
  const info = useNftWizard((state) => state.info)
  const bind = (field: TextField) => ({
    value: info[field] ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      updateCollectionInfo(field, event.currentTarget.value),
  })

  return (
    <form className="grid gap-5 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
      <div className="md:col-span-2">
        <Field label="Theme Description" required>
          {(id) => (
            <Textarea
              id={id}
              rows={4}
              required
              placeholder="Describe your theme, its inspiration, and what makes it unique..."
              {...bind('description')}
            />
          )}
        </Field>
      </div>
      <Field label="Author Name" required>
        {(id) => (
          <Input
            id={id}
            required
            autoComplete="name"
            placeholder="Your name or pseudonym"
            {...bind('author')}
          />
        )}
      </Field>
      <Field label="Sponsor" required>
        {(id) => (
          <Input
            id={id}
            required
            placeholder="Organization or individual sponsoring this theme"
            {...bind('sponsor')}
          />
        )}
      </Field>
      <Field label="Twitter Handle">
        {(id) => <Input id={id} placeholder="yourhandle" {...bind('twitterHandle')} />}
      </Field>
      <Field label="Website">
        {(id) => (
          <Input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://yourwebsite.com"
            {...bind('website')}
          />
        )}
      </Field>
      <div className="md:col-span-2">
        <Field
          label="License URL"
          hint="Optional. The licence's address and hash go into the mint parameters in step 4."
        >
          {(id, hintId) => (
            <Input
              id={id}
              type="url"
              inputMode="url"
              placeholder="https://example.com/license.txt"
              aria-describedby={hintId}
              {...bind('licenseUrl')}
            />
          )}
        </Field>
      </div>
    </form>
  )
}
