import { useEffect, useState } from 'react'
import {
  IMAGE_GRID_COLUMNS,
  IMAGE_GRID_ROWS,
  imageBackdropsFromPixels,
  type Rgb,
} from '@theme-a-roo/theme'
import { scaledPixels } from '@/lib/scaled-pixels'
import { endStage } from '@/lib/stage-timings'
import { displayAddress } from '@/theming/background-address'

/** A page with no background image is painted over the browser's white canvas. */
export const CANVAS_BACKDROPS: readonly Rgb[] = [{ r: 255, g: 255, b: 255 }]

/** Images read lately, by address: opening the Designer again reads nothing again. */
const readImages = new Map<string, Promise<Rgb[]>>()
const KEEP_IMAGES = 8

/**
 * The colours text may sit on when a background image shows: the image's mean colour and each
 * cell of a 16 x 9 grid over it. The browser decodes and scales the image off the main thread.
 * Each address is read once (an object URL names one image for as long as it lives).
 */
function imageBackdrops(url: string): Promise<Rgb[]> {
  let read = readImages.get(url)
  if (!read) {
    const started = performance.now()
    // A 16 x 9 grid of means reads the same from a very large image's display copy, in far less.
    read = readBackdrops(displayAddress(url)).finally(() => endStage('backdrops-read', started))
    // A failed read is tried again next time.
    read.catch(() => readImages.delete(url))
    readImages.set(url, read)
    if (readImages.size > KEEP_IMAGES) readImages.delete(readImages.keys().next().value ?? '')
  }
  return read
}

/** The browser scales the image to the engine's grid, one pixel a cell, for the engine to read. */
async function readBackdrops(url: string): Promise<Rgb[]> {
  return imageBackdropsFromPixels(await scaledPixels(url, IMAGE_GRID_COLUMNS, IMAGE_GRID_ROWS))
}

/**
 * The backdrops for a theme's background image (the canvas when it has none), or undefined while
 * the image is read. An image that cannot be read counts as none, and the reason is logged.
 */
export function useBackdrops(imageUrl: string | undefined): readonly Rgb[] | undefined {
  const [read, setRead] = useState<{ url: string; backdrops: readonly Rgb[] }>()
  useEffect(() => {
    if (!imageUrl) return
    let current = true
    imageBackdrops(imageUrl).then(
      (backdrops) => current && setRead({ url: imageUrl, backdrops }),
      (error: unknown) => {
        console.warn('The background image could not be read for the contrast check', error)
        if (current) setRead({ url: imageUrl, backdrops: CANVAS_BACKDROPS })
      },
    )
    return () => {
      current = false
    }
  }, [imageUrl])
  if (!imageUrl) return CANVAS_BACKDROPS
  return read?.url === imageUrl ? read.backdrops : undefined
}
