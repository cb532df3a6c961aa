import sharp from 'sharp'

/** A 4000 x 3000 photo-like JPEG: bands of colour with a soft gradient and fine texture. */
export async function largePhoto(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      const band = Math.floor((x / width) * 5)
      const texture = (x * 31 + y * 17) % 23
      pixels[at] = (band * 53 + y / 20 + texture) % 256
      pixels[at + 1] = (120 + band * 29 - y / 30 + texture) & 255
      pixels[at + 2] = (200 - band * 37 + texture) & 255
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}
