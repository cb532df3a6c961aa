import { describe, expect, it } from 'vitest'
import { applyThemeToDocument } from './apply-theme'

describe('a whole write', () => {
  it('shows its colours at once: nothing eases until the next frame has been painted', async () => {
    const held = () => document.getElementById('holding-transitions')?.textContent ?? ''
    applyThemeToDocument({
      name: 'Grey',
      displayName: 'Grey',
      schemaVersion: 1,
      colors: { primary: '#888888' },
    })
    expect(held()).toContain('transition: none')
    await new Promise(requestAnimationFrame)
    await new Promise(requestAnimationFrame)
    expect(held()).toBe('')
  })
})
