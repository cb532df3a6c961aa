import { useEffect, useState } from 'react'
import { sha256Hex } from '@/lib/sha256/sha256'
import { errorMessage } from '@/lib/error-message'

type LicenseHash =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; sha256: string }
  | { status: 'failed'; reason: string }

type Result = { status: 'ready'; sha256: string } | { status: 'failed'; reason: string }

/**
 * The licence document's hash, which a wallet records with its address at mint time. The
 * document is fetched from its address (its host must allow that, as for any web image).
 */
export function useLicenseHash(url: string | undefined): LicenseHash {
  const address = url?.trim() ?? ''
  const [result, setResult] = useState<{ address: string; result: Result }>()
  useEffect(() => {
    if (!address) return
    const abort = new AbortController()
    void (async () => {
      let outcome: Result
      try {
        const response = await fetch(address, { signal: abort.signal })
        if (!response.ok) throw new Error(`The licence could not be read (${response.status})`)
        outcome = {
          status: 'ready',
          sha256: await sha256Hex(await response.blob(), { signal: abort.signal }),
        }
      } catch (error) {
        outcome = {
          status: 'failed',
          reason: errorMessage(error),
        }
      }
      if (!abort.signal.aborted) setResult({ address, result: outcome })
    })()
    return () => abort.abort()
  }, [address])
  if (!address) return { status: 'none' }
  return result?.address === address ? result.result : { status: 'loading' }
}
