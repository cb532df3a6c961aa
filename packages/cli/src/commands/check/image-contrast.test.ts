import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { pngHeader } from '../../test/png.ts'
import { folderWith, runCli } from '../../test/run-cli.ts'

/*
 * Text over a background image is measured over the image, as the Designer does, when the
 * command line can read it: embedded, or a PNG, JPEG or GIF beside the theme.
 */

/** A 4x4 PNG all of one colour, drawn by resvg. */
function solidPng(color: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="${color}"/></svg>`
  return new Resvg(svg).render().asPng()
}

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/** Light text over a see-through page: readable over a dark image, not over a white one. */
const glass = (backgroundImage: string) =>
  JSON.stringify({
    name: 'glass',
    displayName: 'Glass',
    schemaVersion: 1,
    inherits: 'dark',
    mostLike: 'dark',
    backgroundImage,
    colors: { background: 'transparent', foreground: '#f5f5f5' },
  })

const folder = folderWith({
  'night.json': glass(dataUri(solidPng('#101820'))),
  'snow.json': glass(dataUri(solidPng('#ffffff'))),
  'beside.json': glass('snow.png'),
  'webp.json': glass('photo.webp'),
  'stored.json': glass(`stored-image:${'a'.repeat(64)}`),
  // A decompression bomb's header: 14 GB of pixels, were they decoded.
  'bomb.json': glass(dataUri(pngHeader(60000, 60000))),
  // A WebP's first bytes: resvg 2.6.2 draws WebP as nothing.
  'photo.webp': 'RIFF\0\0\0\0WEBPVP8 ',
})
writeFileSync(join(folder, 'snow.png'), solidPng('#ffffff'))

interface Finding {
  file: string
  path: string
  rule: string
  severity: string
  message: string
}

describe('theme-a-roo check over a background image', () => {
  const run = runCli(
    [
      'check',
      '--json',
      ...['night.json', 'snow.json', 'beside.json', 'webp.json', 'stored.json', 'bomb.json'],
    ],
    folder,
  )
  const findings = JSON.parse(run.stdout) as Finding[]
  const text = (file: string) =>
    findings.filter((finding) => finding.file === file && finding.path === '/colors/foreground')
  const notes = (file: string) =>
    findings.filter((finding) => finding.file === file && finding.rule === 'contrast-backdrop')

  it('passes light text over a dark image and fails it over a white one, embedded or beside', () => {
    expect(text('night.json')).toEqual([])
    expect(notes('night.json')).toEqual([])
    for (const file of ['snow.json', 'beside.json']) {
      expect(text(file)).toContainEqual(
        expect.objectContaining({
          rule: 'contrast',
          severity: 'error',
          message: expect.stringMatching(
            /^Text on background: contrast 1\.\d\d:1, below 4\.5:1/,
          ) as string,
        }),
      )
      expect(notes(file)).toEqual([])
    }
    expect(run.status).toBe(1)
  })

  it('notes the pairs over an image it cannot read, saying why', () => {
    expect(text('webp.json')).toEqual([])
    expect(notes('webp.json')[0]?.message).toContain(
      'cannot read it: it is not a PNG, JPEG or GIF image',
    )
    expect(notes('stored.json')[0]?.message).toContain("app's own image store")
  })

  it('never decodes an image past the decode limits, and says so in the note', () => {
    expect(text('bomb.json')).toEqual([])
    expect(notes('bomb.json')[0]?.message).toContain(
      'cannot read it: it is too large: 60000 x 60000 pixels (3600 megapixels). Images may have ' +
        'at most 200 megapixels and 32767 pixels a side. The Designer measures them over the image',
    )
  })

  it('fixes over the image too, as the Designer does', () => {
    // Light text that must also read on the dark base's opaque card: no colour does both.
    const fix = runCli(['fix', '--contrast', '--dry-run', 'snow.json'], folder)
    expect(fix.stderr).toContain('still failing: Text on background (1.')
    expect(fix.status).toBe(1)
  })
})
