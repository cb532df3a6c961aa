import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/**
 * The Pinata JWT is a key to the user's storage account, so it is masked like a password (no one
 * reading over a shoulder or a screen share sees it) until the user asks to see it. The button's
 * name says what pressing it does; it carries no pressed state, since a toggle whose name changes
 * would be read out as "Hide JWT, pressed".
 */
export function PinataJwtField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string
  value: string
  disabled: boolean
  onChange: (jwt: string) => void
}) {
  const [shown, setShown] = useState(false)
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        type={shown ? 'text' : 'password'}
        value={value}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Paste your Pinata JWT"
        className="font-mono text-xs"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Button
        variant="outline"
        size="icon"
        className="shrink-0"
        aria-label={shown ? 'Hide JWT' : 'Show JWT'}
        aria-controls={id}
        title={shown ? 'Hide JWT' : 'Show JWT'}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
      </Button>
    </div>
  )
}
