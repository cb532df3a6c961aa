// Renders the desktop shell's icons from the web favicon, so the window, taskbar and installers
// show the same mark as the browser tab. The outputs are committed: building the shell needs no
// image tooling. Run again after changing app/public/favicon.svg:
//   node app/src-tauri/scripts/make-icons.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const iconsDir = new URL('../icons/', import.meta.url)
const svg = await readFile(fileURLToPath(new URL('../../public/favicon.svg', import.meta.url)))

/**
 * Tauri embeds these PNGs as window icons and refuses any that are not 8-bit RGBA, so the alpha
 * channel is forced even when a rendering happens to be fully opaque.
 */
function renderRgba(size) {
  // The favicon is drawn on a 32-unit grid; rendering at the target density keeps edges crisp.
  return sharp(svg, { density: Math.max(72, (72 * size) / 32) })
    .resize(size, size)
    .ensureAlpha()
    .png({ palette: false, compressionLevel: 9 })
}

const pngs = [
  ['32x32.png', 32],
  ['128x128.png', 128],
  ['128x128@2x.png', 256],
  ['icon.png', 512],
]

/*
 * icon.ico holds several sizes. Windows shows small sizes best from uncompressed bitmaps, and the
 * 256 px entry is stored as PNG (what Windows expects at that size).
 */
const icoSizes = [16, 24, 32, 48, 64, 256]

/** One bitmap entry: BITMAPINFOHEADER, bottom-up BGRA rows, then the 1-bit AND mask (all visible). */
async function bitmapEntry(size) {
  const { data } = await sharp(svg, { density: Math.max(72, (72 * size) / 32) })
    .resize(size, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const header = Buffer.alloc(40)
  header.writeUInt32LE(40, 0) // header size
  header.writeInt32LE(size, 4) // width
  header.writeInt32LE(size * 2, 8) // height counts the colour rows and the mask rows
  header.writeUInt16LE(1, 12) // planes
  header.writeUInt16LE(32, 14) // bits per pixel
  header.writeUInt32LE(0, 16) // BI_RGB, no compression
  header.writeUInt32LE(size * size * 4, 20) // image size
  const pixels = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    const target = (size - 1 - y) * size * 4
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4
      const to = target + x * 4
      pixels[to] = data[from + 2]
      pixels[to + 1] = data[from + 1]
      pixels[to + 2] = data[from]
      pixels[to + 3] = data[from + 3]
    }
  }
  const maskRowBytes = Math.ceil(size / 32) * 4
  const mask = Buffer.alloc(maskRowBytes * size)
  return Buffer.concat([header, pixels, mask])
}

async function icoFile() {
  const images = await Promise.all(
    icoSizes.map((size) => (size >= 256 ? renderRgba(size).toBuffer() : bitmapEntry(size))),
  )
  const directory = Buffer.alloc(6 + 16 * images.length)
  directory.writeUInt16LE(0, 0) // reserved
  directory.writeUInt16LE(1, 2) // type: icon
  directory.writeUInt16LE(images.length, 4)
  let offset = directory.length
  images.forEach((image, index) => {
    const size = icoSizes[index]
    const entry = 6 + 16 * index
    directory.writeUInt8(size >= 256 ? 0 : size, entry) // 0 means 256
    directory.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    directory.writeUInt8(0, entry + 2) // no palette
    directory.writeUInt8(0, entry + 3) // reserved
    directory.writeUInt16LE(1, entry + 4) // colour planes
    directory.writeUInt16LE(32, entry + 6) // bits per pixel
    directory.writeUInt32LE(image.length, entry + 8)
    directory.writeUInt32LE(offset, entry + 12)
    offset += image.length
  })
  return Buffer.concat([directory, ...images])
}

await mkdir(iconsDir, { recursive: true })
for (const [name, size] of pngs) {
  await writeFile(new URL(name, iconsDir), await renderRgba(size).toBuffer())
}
await writeFile(new URL('icon.ico', iconsDir), await icoFile())
console.log(`Icons written to ${fileURLToPath(iconsDir)}`)
