import { expect, type Frame, type Page } from '@playwright/test'

/*
 * The 'Your app' tab's steps and what a connected app shows, for the live specs and the bench.
 */

export type AppView = Page | Frame

/** On the Designer, opens its 'Your app' tab and connects to `address` in its frame. */
export async function connectInFrame(page: Page, address: string): Promise<void> {
  await page.getByRole('tab', { name: 'Your app' }).click()
  await page.getByLabel('App address').fill(address)
  await page.getByRole('button', { name: 'Connect' }).click()
}

/** The frame showing the page at `origin`, once it is there. */
export async function frameAt(page: Page, origin: string): Promise<Frame> {
  const find = () => page.frames().find((frame) => frame.url().startsWith(origin))
  await expect.poll(() => find() !== undefined).toBe(true)
  return find() as Frame
}

/** Types `hex` into the Designer's primary colour field. */
export async function editPrimary(page: Page, hex: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await page.getByLabel('Primary', { exact: true }).fill(hex)
}

/** What one element shows, colours as sRGB `r, g, b` whatever their notation (oklch included). */
export interface ElementLook {
  background: string
  color: string
  border: string
  radius: string
  shadow: string
  font: string
  display: string
}

export interface AppLook {
  rootClass: string | null
  rootStyle: string | null
  /** <body> and each element marked `data-measure`, by its mark. */
  elements: Record<string, ElementLook>
}

/** The computed look of <body> and of every `[data-measure]` element in the app. */
export function lookOf(view: AppView): Promise<AppLook> {
  return view.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    const rgb = (color: string) => {
      if (!canvas) return color
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')
    }
    const look = (element: Element) => {
      const style = getComputedStyle(element)
      return {
        background: rgb(style.backgroundColor),
        color: rgb(style.color),
        border: rgb(style.borderTopColor),
        radius: style.borderTopLeftRadius,
        shadow: style.boxShadow,
        font: style.fontFamily,
        display: style.display,
      }
    }
    const elements: Record<string, ElementLook> = { body: look(document.body) }
    for (const element of document.querySelectorAll<HTMLElement>('[data-measure]')) {
      elements[element.dataset.measure ?? ''] = look(element)
    }
    return {
      rootClass: document.documentElement.getAttribute('class'),
      rootStyle: document.documentElement.getAttribute('style'),
      elements,
    }
  })
}

/** The brightest of an `r, g, b` colour's channels. */
export const brightest = (rgb: string | undefined) =>
  Math.max(...(rgb ?? '').split(', ').map(Number))

/** The Designer preview's primary button, which shows each edit first (see edits-first.ts). */
export const EDITOR_PRIMARY = '[aria-label="Preview"] button'
/** The fixture app's primary button. */
export const APP_PRIMARY = '[data-measure="primary-button"]'

/**
 * Starts watching, in `view`, for the first frame in which the background colour of `selector`
 * differs from now: the frame's time (its animation frame timestamp, which every document the
 * frame updates gets alike) and the next frame's, on the browser-wide clock
 * (`performance.timeOrigin` + the timestamp), so frames of different pages compare.
 */
export function watchForRecolour(view: AppView, selector: string): Promise<void> {
  return view.evaluate((selector) => {
    const element = document.querySelector(selector)
    if (!element) throw new Error(`${selector} not found`)
    const before = getComputedStyle(element).backgroundColor
    const seen: { frame?: number; nextFrame?: number } = {}
    ;(window as unknown as { __recolour: typeof seen }).__recolour = seen
    const check = (timestamp: number) => {
      const frame = performance.timeOrigin + timestamp
      if (seen.frame !== undefined) return void (seen.nextFrame = frame)
      if (getComputedStyle(element).backgroundColor !== before) seen.frame = frame
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }, selector)
}

export interface Recolour {
  /** The frame that first showed the new colour. */
  frame: number
  nextFrame: number
}

/** The frame the watched recolour was first seen in, and the one after it. */
export async function recolouredAt(view: AppView): Promise<Recolour> {
  const seen = await view.waitForFunction(() => {
    const { __recolour: seen } = window as unknown as { __recolour?: Partial<Recolour> }
    return seen?.nextFrame !== undefined && seen
  })
  return (await seen.jsonValue()) as Recolour
}
