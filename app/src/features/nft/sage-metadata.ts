import { checkSageCompatibility, isPlainObject, readTheme } from '@theme-a-roo/theme'
import type { SageCheckItem } from '@/components/sage-check/SageCompatibilityList'
import { errorMessage } from '@/lib/error-message'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function problem(id: string, message: string): SageCheckItem {
  return { id, severity: 'error', message }
}

/**
 * What Sage needs of a theme NFT's metadata: CHIP-0007 with a UUID collection id, and a valid
 * theme in `data.theme` that stands on its own (Sage resolves no base but light, dark and color,
 * and loads a background only from the web or embedded data), then the theme's own findings.
 */
export function checkMetadataForSage(metadata: unknown): SageCheckItem[] {
  if (!isPlainObject(metadata)) return [problem('metadata', 'The metadata is not a JSON object.')]
  const items: SageCheckItem[] = []
  if (metadata.format !== 'CHIP-0007') {
    items.push(
      problem('format', 'Sage reads only CHIP-0007 metadata; "format" is not "CHIP-0007".'),
    )
  }
  const collection = isPlainObject(metadata.collection) ? metadata.collection : undefined
  if (typeof collection?.id !== 'string' || !UUID.test(collection.id)) {
    items.push(problem('collection-id', 'Sage needs a UUID as the collection id.'))
  }
  const theme = isPlainObject(metadata.data) ? metadata.data.theme : undefined
  if (theme === undefined) {
    items.push(problem('theme-missing', 'The metadata carries no theme (data.theme).'))
    return items
  }
  try {
    return [...items, ...checkSageCompatibility(readTheme(theme).theme)]
  } catch (error) {
    const reason = errorMessage(error)
    return [...items, problem('theme-invalid', `The theme in the metadata is not valid: ${reason}`)]
  }
}
