import { Resvg } from '@resvg/resvg-js'

/*
 * Reading back the PNGs render draws. The size comes from the file's own IHDR chunk; the pixels
 * are decoded by resvg (the repository has no other PNG decoder), drawing the PNG unscaled into an
 * SVG of its own size, so every pixel is the file's.
 */

export function pngSize(png: Buffer): { width: number; height: number } {
  assertPng(png)
  // The signature (8 bytes), the chunk's length and type (8), then width and height.
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('No IHDR chunk first')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

function assertPng(png: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!png.subarray(0, 8).equals(signature)) throw new Error('Not a PNG')
}

/** A function giving the RGBA of the PNG's pixel at (x, y). */
export function pixelsOf(png: Buffer): (x: number, y: number) => [number, number, number, number] {
  const { width, height } = pngSize(png)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
  const { pixels } = new Resvg(svg, { imageRendering: 1 }).render()
  return (x, y) => {
    const at = (y * width + x) * 4
    return [pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]] as [
      number,
      number,
      number,
      number,
    ]
  }
}

/**
 * A PNG's signature and IHDR chunk alone, stating any size: all a header read looks at, so a
 * decompression bomb's header costs 33 bytes. Its pixels are missing, so decoded it is nothing.
 */
export function pngHeader(width: number, height: number): Buffer {
  const png = Buffer.alloc(33)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  png.writeUInt32BE(13, 8)
  png.write('IHDR', 12, 'latin1')
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.set([8, 6], 24) // 8 bits a channel, RGBA
  return png
}
