import { DEFAULT_THEME_COLOR } from '@theme-a-roo/theme'
import { describe, expect, it } from 'vitest'
import {
  buildBackgroundImagePrompt,
  buildImageGenerateParams,
  DEFAULT_IMAGE_MODEL,
  imageDataUrlFromResponse,
  isImageModel,
  NoImageDataError,
} from './image-request'

describe('buildBackgroundImagePrompt', () => {
  it("writes the theme colour as RGB(r, g, b) after the user's description", () => {
    const prompt = buildBackgroundImagePrompt('  a lighthouse on a cliff  ', {
      r: 12,
      g: 200,
      b: 7,
    })
    expect(prompt).toContain('a lighthouse on a cliff.')
    expect(prompt).not.toContain('  a lighthouse')
    expect(prompt).toContain('RGB(12, 200, 7)')
    expect(prompt.indexOf('lighthouse')).toBeLessThan(prompt.indexOf('RGB('))
  })

  it('falls back to the default theme colour RGB(27, 30, 51)', () => {
    expect(DEFAULT_THEME_COLOR).toEqual({ r: 27, g: 30, b: 51 })
    expect(buildBackgroundImagePrompt('waves', undefined)).toContain('RGB(27, 30, 51)')
  })

  it('asks for one centred subject, a broad palette around the colour, and no border, frame, text or logo', () => {
    const prompt = buildBackgroundImagePrompt('waves', undefined)
    expect(prompt).toMatch(/single subject, centred/)
    expect(prompt).toMatch(/broad palette built around the colour RGB\(27, 30, 51\)/)
    expect(prompt).toMatch(/no border, no frame, no text and no logo/)
  })
})

describe('buildImageGenerateParams', () => {
  const request = { description: 'a fox', themeColor: { r: 1, g: 2, b: 3 } }

  it('asks DALL-E 3 for one 1024x1024 image as base64', () => {
    expect(buildImageGenerateParams({ ...request, model: 'dall-e-3' })).toEqual({
      model: 'dall-e-3',
      prompt: buildBackgroundImagePrompt('a fox', { r: 1, g: 2, b: 3 }),
      size: '1024x1024',
      n: 1,
      response_format: 'b64_json',
    })
  })

  it('leaves response_format out for GPT Image 1, which always answers in base64', () => {
    const params = buildImageGenerateParams({ ...request, model: 'gpt-image-1' })
    expect(params).toEqual({
      model: 'gpt-image-1',
      prompt: buildBackgroundImagePrompt('a fox', { r: 1, g: 2, b: 3 }),
      size: '1024x1024',
      n: 1,
    })
    expect('response_format' in params).toBe(false)
  })
})

describe('imageDataUrlFromResponse', () => {
  it('turns the first base64 image into a PNG data URL', () => {
    expect(
      imageDataUrlFromResponse({ data: [{ b64_json: 'iVBORw0KGgo=' }, { b64_json: 'other' }] }),
    ).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it.each([[{ data: [] }], [{}], [{ data: [{ url: 'https://example.test/a.png' }] }]])(
    'reports "No image data returned" for %j',
    (response) => {
      expect(() => imageDataUrlFromResponse(response)).toThrow(NoImageDataError)
      expect(() => imageDataUrlFromResponse(response)).toThrow('No image data returned')
    },
  )
})

describe('image models', () => {
  it('knows DALL-E 3 (the default) and GPT Image 1 only', () => {
    expect(DEFAULT_IMAGE_MODEL).toBe('dall-e-3')
    expect(isImageModel('dall-e-3')).toBe(true)
    expect(isImageModel('gpt-image-1')).toBe(true)
    expect(isImageModel('dall-e-2')).toBe(false)
    expect(isImageModel(undefined)).toBe(false)
  })
})
