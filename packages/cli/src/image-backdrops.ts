import { createRequire } from 'node:module'
import {
  classifyImageReference,
  IMAGE_GRID_COLUMNS,
  IMAGE_GRID_ROWS,
  imageBackdropsFromPixels,
  imageTypeOf,
  UNREAD_IMAGE,
  type ImageType,
  type Rgb,
  type Theme,
} from '@theme-a-roo/theme'
import { readBesideImageBytes } from './background-image.ts'
import { dataUriBytes, tooLargeToDecode } from './image-bytes.ts'

/** What text is measured over, and why the background image's colours are unknown when they are. */
export interface Backdrops {
  colors: readonly Rgb[]
  /** Set when `colors` is the unread image: why the command line cannot read the image. */
  unreadBecause?: string
}

const CANVAS: Backdrops = { colors: [{ r: 255, g: 255, b: 255 }] }

/*
 * Each grid cell averages 16 x 16 samples of the image as resvg draws it, as the browser's scaled
 * copy averages the pixels under it; drawn straight at 16 x 9, resvg takes a few pixels a cell.
 */
const SAMPLES_PER_CELL = 16
const WIDTH = IMAGE_GRID_COLUMNS * SAMPLES_PER_CELL
const HEIGHT = IMAGE_GRID_ROWS * SAMPLES_PER_CELL

/** The formats resvg 2.6.2 decodes, by their first bytes; it draws WebP and AVIF as nothing. */
const DECODED: Partial<Record<ImageType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
}

/** Backdrops by image reference: both modes of a file, and fix's second check, read it once. */
const read = new Map<string, Backdrops>()

/**
 * What text is measured over, as the Designer does: the browser's white canvas for a theme
 * without a background image; with one, the image's mean colour and its 16 x 9 grid's cells
 * (the engine's rule), when the image can be read here: embedded as a data URI, or a file beside
 * `themeFile` (undefined: no file is read). Else the unread image, with which the engine leaves
 * out the pairs that show it through translucent colours and measures those opaque colours hide
 * it from.
 */
export function backdropsOf(shown: Theme, themeFile: string | undefined): Backdrops {
  const image = shown.backgroundImage
  if (!image) return CANVAS
  const key = `${themeFile ?? ''}\n${image}`
  let backdrops = read.get(key)
  if (!backdrops) {
    backdrops = imageBackdrops(shown, themeFile)
    read.set(key, backdrops)
  }
  return backdrops
}

function imageBackdrops(shown: Theme, themeFile: string | undefined): Backdrops {
  const bytes = imageBytes(shown, themeFile)
  if (typeof bytes === 'string') return unread(bytes)
  const type = imageTypeOf(bytes)
  const mediaType = type && DECODED[type]
  if (!mediaType)
    return unread(
      'it is not a PNG, JPEG or GIF image, the formats it decodes (WebP, AVIF and SVG are not)',
    )
  // The engine's message ends a sentence; the note goes on after it.
  const refusal = tooLargeToDecode(bytes, 'it')?.replace(/\.$/, '')
  if (refusal) return unread(refusal)
  const pixels = drawnPixels(`data:${mediaType};base64,${bytes.toString('base64')}`)
  if (!pixels) return unread('it could not be decoded (damaged, or wholly transparent)')
  return { colors: imageBackdropsFromPixels(pixels, WIDTH, HEIGHT) }
}

function unread(unreadBecause: string): Backdrops {
  return { colors: [UNREAD_IMAGE], unreadBecause }
}

/** The image's bytes, or why they cannot be had without a network or the app. */
function imageBytes(shown: Theme, themeFile: string | undefined): Buffer | string {
  const image = shown.backgroundImage ?? ''
  switch (classifyImageReference(image)) {
    case 'embedded':
      return dataUriBytes(image.trim()) ?? 'its data URI is malformed'
    case 'bundled': {
      const bytes = themeFile === undefined ? undefined : readBesideImageBytes(shown, themeFile)
      return (
        bytes ??
        (themeFile === undefined
          ? 'it is named as a file, and no file is read here'
          : 'no image file of that name is beside the theme')
      )
    }
    case 'stored':
      return "it is kept in the app's own image store (stored-image:)"
    default:
      return 'it is at an address, and the command line fetches nothing from the network'
  }
}

/*
 * resvg is native code, loaded only when an image is drawn (other runs start without it), and
 * synchronously, so that a check stays one pass over its files.
 */
const require = createRequire(import.meta.url)

/**
 * The image stretched over WIDTH x HEIGHT, as the page's background covers it, straight RGBA as
 * a canvas reads it; undefined when nothing was drawn (resvg draws an image it cannot decode as
 * nothing, without an error).
 */
function drawnPixels(dataUri: string): Uint8Array | undefined {
  const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><image width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="none" href="${dataUri}"/></svg>`
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels
  let drawn = false
  // resvg's pixels are premultiplied by alpha; a canvas hands over straight colours.
  for (let at = 0; at < pixels.length; at += 4) {
    const alpha = pixels[at + 3] ?? 0
    if (alpha === 0) continue
    drawn = true
    if (alpha === 255) continue
    for (let channel = at; channel < at + 3; channel++)
      pixels[channel] = Math.round(((pixels[channel] ?? 0) * 255) / alpha)
  }
  return drawn ? pixels : undefined
}
