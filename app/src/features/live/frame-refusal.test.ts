import { describe, expect, it } from 'vitest'
import { refusesFraming } from './frame-refusal'

const page = new URL('http://127.0.0.1:3000/app')
const LINUX = 'tauri://localhost'
const WINDOWS = 'http://tauri.localhost'

function refuses(
  headers: { xFrameOptions?: string[]; contentSecurityPolicy?: string[] },
  editorOrigin = LINUX,
) {
  const { xFrameOptions = [], contentSecurityPolicy = [] } = headers
  return refusesFraming({ xFrameOptions, contentSecurityPolicy }, { page, editorOrigin })
}

describe('whether a page refuses to be framed by the desktop editor', () => {
  it('lets a page without framing headers be framed', () => {
    expect(refuses({})).toBe(false)
    expect(refuses({ contentSecurityPolicy: ["default-src 'self'"] })).toBe(false)
  })

  it('refuses for X-Frame-Options DENY or SAMEORIGIN, in any case, and ignores other values', () => {
    expect(refuses({ xFrameOptions: ['DENY'] })).toBe(true)
    expect(refuses({ xFrameOptions: ['sameorigin'] })).toBe(true)
    expect(refuses({ xFrameOptions: ['ALLOW-FROM tauri://localhost', ' SameOrigin'] })).toBe(true)
    expect(refuses({ xFrameOptions: ['ALLOWALL'] })).toBe(false)
    expect(refuses({ xFrameOptions: ['ALLOW-FROM tauri://localhost'] })).toBe(false)
  })

  it("refuses when a policy's frame-ancestors leaves the editor out", () => {
    for (const policy of [
      "frame-ancestors 'none'",
      "default-src 'self'; frame-ancestors 'self'",
      'frame-ancestors https:',
      'frame-ancestors http://localhost:*',
      // A wildcard covers web schemes only.
      'frame-ancestors *',
    ]) {
      expect(refuses({ contentSecurityPolicy: [policy] }), policy).toBe(true)
    }
  })

  it('lets frame-ancestors that name the editor allow it, over X-Frame-Options', () => {
    for (const policy of [
      'frame-ancestors tauri:',
      "frame-ancestors 'self' tauri://localhost",
      'FRAME-ANCESTORS tauri://localhost:*',
    ]) {
      const headers = { contentSecurityPolicy: [policy], xFrameOptions: ['DENY'] }
      expect(refuses(headers), policy).toBe(false)
    }
  })

  it('refuses when any one of several policies refuses', () => {
    const policies = ['frame-ancestors tauri:', "frame-ancestors 'none'"]
    expect(refuses({ contentSecurityPolicy: policies })).toBe(true)
    expect(refuses({ contentSecurityPolicy: ['frame-ancestors tauri:, frame-ancestors *'] })).toBe(
      true,
    )
  })

  it("matches the Windows editor's http origin as a web origin", () => {
    for (const [policy, refused] of [
      ['frame-ancestors *', false],
      ['frame-ancestors http:', false],
      ['frame-ancestors https:', true],
      ['frame-ancestors *.localhost', false],
      ['frame-ancestors http://tauri.localhost:8080', true],
      ["frame-ancestors 'self'", true],
    ] as const) {
      expect(refuses({ contentSecurityPolicy: [policy] }, WINDOWS), policy).toBe(refused)
    }
  })
})
