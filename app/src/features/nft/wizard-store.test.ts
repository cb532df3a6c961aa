import { beforeEach, describe, expect, it } from 'vitest'
import { createNftWizardStore, nftWizardActions } from './wizard-store'

/** The wizard as a page load makes it: the store reads browser storage anew. */
function load() {
  const useNftWizard = createNftWizardStore()
  return { useNftWizard, ...nftWizardActions(useNftWizard) }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const pinned = {
  url: 'http://127.0.0.1:4320/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
  fileType: 'icon' as const,
  name: 'design.png',
  size: 10,
  sha256: 'ab'.repeat(32),
  cid: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
}

describe('NFT wizard store', () => {
  it('keeps collection info, uploads and provider settings where the product promises', () => {
    const first = load()
    first.updateCollectionInfo('description', 'Soft greens')
    first.updateCollectionInfo('baseName', 'design')
    first.updatePinataSettings({ jwt: 'secret-jwt', gateway: 'gw.example', groupName: 'Mine' })
    first.finishImageUpload([pinned])
    first.goToStep(3)

    expect(JSON.parse(localStorage.getItem('nft-collection-info') ?? '{}')).toMatchObject({
      description: 'Soft greens',
      baseName: 'design',
    })
    expect(JSON.parse(localStorage.getItem('uploaded-urls') ?? '[]')).toEqual([pinned])
    expect(localStorage.getItem('pinata-gateway')).toBe('gw.example')
    expect(localStorage.getItem('pinata-group-name')).toBe('Mine')
    expect(sessionStorage.getItem('pinata-jwt')).toBe('secret-jwt')
    // The token is a secret: never written where it outlives the session.
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-jwt')

    const second = load()
    const state = second.useNftWizard.getState()
    expect(state.step).toBe(3)
    expect(state.info.description).toBe('Soft greens')
    expect(state.uploaded).toEqual([pinned])
    expect(state.settings).toEqual({ jwt: 'secret-jwt', gateway: 'gw.example', groupName: 'Mine' })
    expect(state.collectionId).toBe(first.useNftWizard.getState().collectionId)
  })

  it('a new upload clears the old list; pinned files wait for the retry', () => {
    const store = load()
    store.finishImageUpload([pinned])
    store.startImageUpload()
    expect(store.useNftWizard.getState().uploaded).toEqual([])
    store.recordPinnedFile(pinned)
    store.recordPinnedFile({ ...pinned, cid: 'other' })
    expect(store.useNftWizard.getState().pinned).toEqual([{ ...pinned, cid: 'other' }])
    const reloaded = load()
    expect(reloaded.useNftWizard.getState().pinned).toHaveLength(1)
    reloaded.finishImageUpload([pinned])
    expect(reloaded.useNftWizard.getState().pinned).toEqual([])
  })

  it('ignores stored values of the wrong shape instead of breaking the page', () => {
    localStorage.setItem('nft-collection-info', '{"description": 5, "__proto__": {"x": 1}}')
    localStorage.setItem('uploaded-urls', JSON.stringify([{ url: 1 }, pinned, 'junk']))
    localStorage.setItem('nft-metadata-upload', '"not an object"')
    localStorage.setItem('nft-collection-id', 'not-a-uuid')
    sessionStorage.setItem('nft-wizard-step', '9')
    const { useNftWizard } = load()
    const state = useNftWizard.getState()
    expect(state.step).toBe(1)
    expect(state.info.description).toBe('')
    expect(state.uploaded).toEqual([pinned])
    expect(state.metadataUpload).toBeUndefined()
    expect(state.collectionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
