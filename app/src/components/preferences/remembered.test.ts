import { afterEach, describe, expect, it } from 'vitest'
import { isBoolean, keptForTab, remembered } from './remembered'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('remembered', () => {
  it('keeps each value under the name users’ browsers already hold', () => {
    remembered('sidebarCollapsed').writeJson(true)
    remembered('designerVision').writeText('protanopia')
    remembered('designerPreviewWidth').writeJson(512)
    expect({ ...localStorage }).toEqual({
      'sidebar-collapsed': 'true',
      'designer-vision': 'protanopia',
      'designer-preview-width': '512',
    })
  })

  it('reads back what a browser holds, as text or checked JSON', () => {
    localStorage.setItem('design-prompt', 'a calm sea')
    localStorage.setItem('actions-panel-minimized', 'true')
    expect(remembered('designPrompt').readText()).toBe('a calm sea')
    expect(remembered('actionsPanelMinimized').readJson(isBoolean)).toBe(true)
    expect(remembered('imageModel').readText()).toBeUndefined()
  })

  it('sets aside a value it cannot use before a write replaces it', () => {
    localStorage.setItem('sidebar-collapsed', '"yes"')
    const sidebar = remembered('sidebarCollapsed')
    expect(sidebar.readJson(isBoolean)).toBeUndefined()
    sidebar.writeJson(false)
    expect(localStorage.getItem('sidebar-collapsed-backup')).toBe('"yes"')
    expect(sidebar.readJson(isBoolean)).toBe(false)
  })

  it('forgets a value written as undefined', () => {
    const gateway = remembered('pinataGateway')
    gateway.writeText('https://gateway.example')
    expect(gateway.writeText(undefined)).toBe(true)
    expect(remembered('nftMetadataUpload').writeJson(undefined)).toBe(true)
    expect(localStorage.length).toBe(0)
  })
})

describe('keptForTab', () => {
  it('keeps the value in this tab’s storage only, and forgets it when emptied', () => {
    const token = keptForTab('pinataJwt')
    token.writeText('secret')
    expect(sessionStorage.getItem('pinata-jwt')).toBe('secret')
    expect(localStorage.length).toBe(0)
    expect(token.readText()).toBe('secret')
    token.writeText('')
    expect(token.readText()).toBeUndefined()
  })
})
