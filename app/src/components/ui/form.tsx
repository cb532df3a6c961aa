import { Slot } from '@radix-ui/react-slot'
import { createContext, useContext, useEffect, useId, useState, type ComponentProps } from 'react'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { cn } from '@/lib/cn'
import { Label } from './label'

/*
 * react-hook-form field helpers. A FormField names the field, a FormItem gives it ids, and the
 * label, control, description and message read both to wire htmlFor, aria-describedby and
 * aria-invalid, so every field is announced with its error without per-form plumbing.
 */

/** The form's react-hook-form context: `<Form {...useForm()}>`. */
export const Form = FormProvider

const FormFieldContext = createContext<{ name: string } | null>(null)
interface FormItemContextValue {
  id: string
  hasDescription: boolean
  setHasDescription: (present: boolean) => void
}
const FormItemContext = createContext<FormItemContextValue | null>(null)

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  )
}

function useFormField() {
  const field = useContext(FormFieldContext)
  const item = useContext(FormItemContext)
  const { getFieldState } = useFormContext()
  if (!field || !item)
    throw new Error('useFormField must be used inside <FormField> and <FormItem>')
  const formState = useFormState({ name: field.name })
  const fieldState = getFieldState(field.name, formState)
  return {
    name: field.name,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    formItemId: `${item.id}-item`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    ...fieldState,
  }
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId()
  const [hasDescription, setHasDescription] = useState(false)
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  )
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField()
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  )
}

/** Passes id and ARIA state to its single child control. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField()
  // Only point at elements that exist: a dangling id reference is an accessibility error.
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  )
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField()
  useEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The field's validation message (or its children when the field is valid). */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField()
  const body = error ? String(error.message ?? '') : children
  if (!body) return null
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  )
}
