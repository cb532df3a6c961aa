/** How long the renderer waits for the images inside the preview before giving up. */
const PREVIEW_IMAGE_TIMEOUT_MS = 15_000

/** Rendered at twice its size so the saved icon stays sharp (320x320 on screen, 640x640 saved). */
const PIXEL_RATIO = 2

export function previewFileName(themeName: string): string {
  return `${themeName}_theme_preview.png`
}

/**
 * Draws the preview card to a PNG with a transparent background (only the card's own pixels are
 * painted). The renderer loads on first use; its image loads are bounded by the timeout.
 */
export async function renderPreviewPng(node: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image')
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Timed out loading the images of the preview')),
      PREVIEW_IMAGE_TIMEOUT_MS,
    )
  })
  try {
    const blob = await Promise.race([toBlob(node, { pixelRatio: PIXEL_RATIO }), timeout])
    if (!blob) throw new Error('Failed to convert canvas to blob')
    return blob
  } finally {
    clearTimeout(timer)
  }
}
