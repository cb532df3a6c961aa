import { useEffect, useState } from 'react'
import type { GenerateOptions, GeneratedColors } from '@theme-a-roo/theme/generate'
import { errorMessage } from '@/lib/error-message'
import { generateClient } from './generate-client'

export type Generated =
  | { status: 'working' }
  | { status: 'ready'; options: GenerateOptions; colors: GeneratedColors }
  | { status: 'failed'; message: string }

/**
 * The colours generated for `options` in the worker (undefined options: nothing to generate).
 * While newer options are worked on the last result stays shown; an answer for options that
 * have since changed is dropped.
 */
export function useGeneratedColors(options: GenerateOptions | undefined): Generated {
  const [generated, setGenerated] = useState<Generated>({ status: 'working' })
  useEffect(() => {
    if (!options) return
    let current = true
    generateClient.theme(options).then(
      (colors) => current && setGenerated({ status: 'ready', options, colors }),
      (error: unknown) =>
        current && setGenerated({ status: 'failed', message: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [options])
  return generated
}
