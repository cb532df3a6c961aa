/** The red asterisk beside a required field's label; the field itself says `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  )
}
