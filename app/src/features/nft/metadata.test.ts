import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import schema from './chip-0007.schema.json'
import { buildThemeMetadata, serializeMetadata, type UploadedImage } from './metadata'

const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(schema)

const theme: Theme = {
  name: 'theme-a-roo-design',
  displayName: ' Mint Julep ',
  schemaVersion: 1,
  inherits: 'light',
  backgroundImage: 'blob:http://127.0.0.1/123',
  colors: { primary: '#324053' },
}
const info = {
  description: ' Cool and fresh ',
  author: 'Ada',
  sponsor: 'Theme Guild',
  twitterHandle: '@ada',
  website: 'ada.example',
  baseName: 'mint-julep',
}
const ID = '0b6f2f7e-5a7c-4bd4-9d2b-1f3f0b1e9a11'
const GW = 'https://gw.example/ipfs'
const all: UploadedImage[] = [
  { url: `${GW}/icon`, fileType: 'icon' },
  { url: `${GW}/banner`, fileType: 'banner' },
  { url: `${GW}/background`, fileType: 'background' },
]

describe('CHIP-0007 metadata', () => {
  it('describes the theme, its makers and its images', () => {
    const metadata = buildThemeMetadata({ theme, info, uploadedImages: all, collectionId: ID })
    expect(metadata).toEqual({
      format: 'CHIP-0007',
      name: 'Mint Julep',
      description: 'Cool and fresh',
      minting_tool: 'Theme-a-roo',
      sensitive_content: false,
      attributes: [
        { trait_type: 'Theme', value: 'Mint Julep' },
        { trait_type: 'Author', value: 'Ada' },
        { trait_type: 'Background', value: 'Image' },
        { trait_type: 'Sponsor', value: 'Theme Guild' },
      ],
      collection: {
        id: ID,
        name: 'Mint Julep Theme',
        attributes: [
          { type: 'description', value: 'Cool and fresh' },
          { type: 'twitter', value: 'ada' },
          { type: 'website', value: 'https://ada.example' },
          { type: 'icon', value: `${GW}/icon` },
          { type: 'banner', value: `${GW}/banner` },
        ],
      },
      data: {
        theme: { ...theme, name: 'mint-julep', backgroundImage: `${GW}/background` },
      },
    })
    expect(Object.keys(metadata)).toEqual([
      'format',
      'name',
      'description',
      'minting_tool',
      'sensitive_content',
      'attributes',
      'collection',
      'data',
    ])
    expect(validate(metadata)).toBe(true)
  })

  it('leaves out what is not there: background trait, twitter, website, banner', () => {
    const metadata = buildThemeMetadata({
      theme,
      info: { ...info, twitterHandle: ' ', website: '' },
      uploadedImages: [all[0] as UploadedImage],
      collectionId: ID,
    })
    expect(metadata.attributes.map((a) => a.trait_type)).toEqual(['Theme', 'Author', 'Sponsor'])
    expect(metadata.collection.attributes.map((a) => a.type)).toEqual(['description', 'icon'])
    // An object URL means nothing to a wallet; without an uploaded copy it is dropped.
    expect(metadata.data.theme).not.toHaveProperty('backgroundImage')
    expect(validate(metadata)).toBe(true)
  })

  it.each(['data:image/png;base64,AAAA', 'background.webp', 'ipfs://bafy/bg.png'])(
    'drops a background a wallet cannot load: %s',
    (backgroundImage) => {
      const metadata = buildThemeMetadata({
        theme: { ...theme, backgroundImage },
        info,
        uploadedImages: [],
        collectionId: ID,
      })
      expect(metadata.data.theme).not.toHaveProperty('backgroundImage')
      expect(metadata.attributes.map((a) => a.trait_type)).not.toContain('Background')
    },
  )

  it('keeps a web background when none was uploaded, and never changes its input', () => {
    const webTheme = { ...theme, backgroundImage: 'https://example.com/bg.png' }
    const before = structuredClone(webTheme)
    const metadata = buildThemeMetadata({
      theme: webTheme,
      info,
      uploadedImages: [],
      collectionId: ID,
    })
    expect(metadata.data.theme.backgroundImage).toBe('https://example.com/bg.png')
    expect(webTheme).toEqual(before)
    expect(validate(metadata)).toBe(true)
  })

  it('serializes with two-space indentation', () => {
    const metadata = buildThemeMetadata({ theme, info, uploadedImages: all, collectionId: ID })
    expect(serializeMetadata(metadata)).toBe(JSON.stringify(metadata, null, 2))
  })

  it.each([
    ['no format', { name: 'n', description: 'd' }],
    ['another format', { format: 'CHIP-0005', name: 'n', description: 'd' }],
    ['no description', { format: 'CHIP-0007', name: 'n' }],
    [
      'a collection id that is not a UUID',
      { format: 'CHIP-0007', name: 'n', description: 'd', collection: { id: 'x', name: 'c' } },
    ],
    [
      'an attribute without a value',
      { format: 'CHIP-0007', name: 'n', description: 'd', attributes: [{ trait_type: 'a' }] },
    ],
    ['series number 0', { format: 'CHIP-0007', name: 'n', description: 'd', series_number: 0 }],
  ])('the schema refuses %s', (_, document) => {
    expect(validate(document)).toBe(false)
  })
})
