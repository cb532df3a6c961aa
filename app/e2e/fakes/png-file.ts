import { crc32, deflateSync } from 'node:zlib'

/*
 * A real, decodable PNG written from its rows of pixels, for the fakes and the tests that need an
 * image of a given size: the signature, the header, the pixels deflated, the end.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

export interface PngPixels {
  width: number
  height: number
  bitDepth: number
  /** 0: grey, 2: truecolour (RGB). */
  colourType: number
  /** Each row with its filter byte first (0: none). */
  rows: Buffer
}

export function pngFile({ width, height, bitDepth, colourType, rows }: PngPixels): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(bitDepth, 8)
  header.writeUInt8(colourType, 9)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
