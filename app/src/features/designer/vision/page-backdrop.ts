import type { CSSProperties } from 'react'

/**
 * The page's background image as the document paints it (on <html>, or on <body> when rendered as
 * the Sage wallet does), to be painted again inside the simulated preview: a filter sees only what
 * its own element paints, so the image around the preview's parts and through their glass would
 * otherwise stay as typical vision sees it. Fixed to the viewport, it lines up with the page's.
 */
export function pageBackdropStyle(): CSSProperties | undefined {
  const painter = [document.documentElement, document.body]
    .map((element) => getComputedStyle(element))
    .find((style) => style.backgroundImage !== 'none')
  if (!painter) return undefined
  return {
    backgroundColor: painter.backgroundColor,
    backgroundImage: painter.backgroundImage,
    backgroundPosition: painter.backgroundPosition,
    backgroundRepeat: painter.backgroundRepeat,
    backgroundSize: painter.backgroundSize,
    backgroundAttachment: 'fixed',
  }
}
