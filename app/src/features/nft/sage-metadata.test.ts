import { describe, expect, it } from 'vitest'
import { checkMetadataForSage } from './sage-metadata'

const COLLECTION_ID = '6b1f4c1e-2a59-4c8e-9a0b-3f4e5d6c7b8a'

function metadata(changes: Record<string, unknown> = {}) {
  return {
    format: 'CHIP-0007',
    name: 'Design',
    collection: { id: COLLECTION_ID, name: 'Design Theme', attributes: [] },
    data: { theme: { name: 'design', displayName: 'Design', schemaVersion: 1, inherits: 'dark' } },
    ...changes,
  }
}

const messages = (value: unknown) => checkMetadataForSage(value).map((item) => item.message)

describe('checkMetadataForSage', () => {
  it('has only the note on the name for metadata Sage can use', () => {
    expect(checkMetadataForSage(metadata())).toEqual([
      {
        id: 'name',
        severity: 'info',
        message: 'Sage names the theme after its NFT id; the name "design" is not kept.',
      },
    ])
  })

  it('requires CHIP-0007 with a UUID collection id', () => {
    expect(messages(metadata({ format: 'CHIP-0008', collection: { id: 'abc' } }))).toEqual([
      'Sage reads only CHIP-0007 metadata; "format" is not "CHIP-0007".',
      'Sage needs a UUID as the collection id.',
      'Sage names the theme after its NFT id; the name "design" is not kept.',
    ])
    expect(messages(metadata({ collection: undefined }))[0]).toBe(
      'Sage needs a UUID as the collection id.',
    )
    expect(messages([])).toEqual(['The metadata is not a JSON object.'])
  })

  it('requires a valid theme in data.theme', () => {
    expect(messages(metadata({ data: {} }))).toEqual([
      'The metadata carries no theme (data.theme).',
    ])
    const invalid = metadata({ data: { theme: { name: 'design', schemaVersion: 1 } } })
    expect(messages(invalid)).toEqual([
      'The theme in the metadata is not valid: Invalid theme JSON structure. displayName is required',
    ])
  })

  it('requires a theme that stands on its own: a base and a background Sage can load', () => {
    const theme = {
      name: 'design',
      displayName: 'Design',
      schemaVersion: 1,
      inherits: 'glass-dark',
      backgroundImage: 'ipfs://bafybeigdyrzt',
    }
    const items = checkMetadataForSage(metadata({ data: { theme } }))
    expect(items.filter((item) => item.severity === 'error').map((item) => item.id)).toEqual([
      'base',
      'background',
    ])
  })
})
