import {
  generateThemeColors,
  pixelsFromRgba,
  seedsFromPixels,
  type GenerateOptions,
  type GeneratedColors,
} from '@theme-a-roo/theme/generate'
import { errorMessage } from '@/lib/error-message'
import { scaledPixels } from '@/lib/scaled-pixels'

/*
 * Decodes images, finds their seed colours and generates themes off the page's thread: a photo
 * of 4000 x 3000 pixels takes far longer to decode than a frame, and a glass theme is measured
 * over every cell of its image.
 */

/** Seeds for an image (a file, or the URL of the background image), or a theme from options. */
export type GenerateRequest = { id: number } & (
  { kind: 'seeds'; image: Blob | string } | { kind: 'theme'; options: GenerateOptions }
)

export type GenerateResponse =
  | { id: number; kind: 'seeds'; seeds: string[] }
  | { id: number; kind: 'theme'; colors: GeneratedColors }
  | { id: number; kind: 'error'; message: string }

/*
 * The image is scaled to this square before it is quantized: scaling both sides keeps the share
 * of the picture each colour covers, which is what the scoring weighs, and 16,384 pixels are
 * plenty to find five seeds in.
 */
const SAMPLE_SIDE = 128

async function imageSeeds(image: Blob | string): Promise<string[]> {
  const data = await scaledPixels(image, SAMPLE_SIDE, SAMPLE_SIDE)
  const pixels = pixelsFromRgba(data)
  if (pixels.length === 0) throw new Error('The image has no opaque pixels')
  return seedsFromPixels(pixels)
}

async function answer(request: GenerateRequest): Promise<GenerateResponse> {
  const { id } = request
  if (request.kind === 'seeds') return { id, kind: 'seeds', seeds: await imageSeeds(request.image) }
  return { id, kind: 'theme', colors: generateThemeColors(request.options) }
}

self.onmessage = async (event: MessageEvent<GenerateRequest>) => {
  let response: GenerateResponse
  try {
    response = await answer(event.data)
  } catch (error) {
    response = { id: event.data.id, kind: 'error', message: errorMessage(error) }
  }
  self.postMessage(response)
}
