import { z } from '@/lib/zod'

/** The Dialogs page's demo form. Only combineFee is rendered; spoons shows schema-only checks. */
export const spoonsFormSchema = z.object({
  spoons: z.string().min(1, 'At least one spoon is required').max(10, 'No more than 10 spoons'),
  combineFee: z.string().min(1, 'Not enough funds to cover the fee'),
})

export type SpoonsFormValues = z.infer<typeof spoonsFormSchema>

export const spoonsFormDefaults: SpoonsFormValues = { spoons: '1', combineFee: '' }
