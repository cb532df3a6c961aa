import { DEFAULT_THEME_COLOR, type Rgb } from '@theme-a-roo/theme'
import type { ImageGenerateParamsNonStreaming, ImagesResponse } from 'openai/resources/images'

/** The image models the user can choose from; the first is the default. */
export const IMAGE_MODELS = [
  { value: 'dall-e-3', label: 'DALL-E 3' },
  { value: 'gpt-image-1', label: 'GPT Image 1' },
] as const

export type ImageModel = (typeof IMAGE_MODELS)[number]['value']

export const DEFAULT_IMAGE_MODEL: ImageModel = 'dall-e-3'

/** Generated backgrounds are always square at this size, one that every listed model can make. */
const GENERATED_IMAGE_SIZE = '1024x1024'

export function isImageModel(value: unknown): value is ImageModel {
  return IMAGE_MODELS.some((model) => model.value === value)
}

export interface BackgroundImageRequest {
  /** What the user asked for, in their words. */
  description: string
  /** The working theme's base colour; the product default is used when the theme has none. */
  themeColor: Rgb | undefined
  model: ImageModel
}

function formatRgb({ r, g, b }: Rgb): string {
  return `RGB(${r}, ${g}, ${b})`
}

/**
 * The description alone tends to give busy, framed pictures with captions; a background needs one
 * calm centred subject in colours that sit well with the theme, and nothing that reads as UI.
 */
export function buildBackgroundImagePrompt(
  description: string,
  themeColor: Rgb | undefined,
): string {
  const color = formatRgb(themeColor ?? DEFAULT_THEME_COLOR)
  return [
    `A background image for an application theme, showing: ${description.trim()}.`,
    'Compose it around a single subject, centred in the picture.',
    `Use a broad palette built around the colour ${color}: its lighter tints, deeper shades and neighbouring hues.`,
    'Fill the whole canvas edge to edge: no border, no frame, no text and no logo.',
  ].join(' ')
}

/**
 * The request body for one image. Base64 is asked for so the picture can be stored locally at
 * once; GPT Image models always answer in base64 and reject the response_format field.
 */
export function buildImageGenerateParams(
  request: BackgroundImageRequest,
): ImageGenerateParamsNonStreaming {
  const params: ImageGenerateParamsNonStreaming = {
    model: request.model,
    prompt: buildBackgroundImagePrompt(request.description, request.themeColor),
    size: GENERATED_IMAGE_SIZE,
    n: 1,
  }
  if (request.model !== 'gpt-image-1') params.response_format = 'b64_json'
  return params
}

/** Raised when the provider answered without a picture. */
export class NoImageDataError extends Error {
  constructor() {
    super('No image data returned')
    this.name = 'NoImageDataError'
  }
}

/** The first image of an answer as a PNG data URL. */
export function imageDataUrlFromResponse(response: Pick<ImagesResponse, 'data'>): string {
  const base64 = response.data?.[0]?.b64_json
  if (!base64) throw new NoImageDataError()
  return `data:image/png;base64,${base64}`
}
