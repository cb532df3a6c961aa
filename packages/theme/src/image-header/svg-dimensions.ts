/*
 * The size an SVG asks to be drawn at: its root element's width and height, or its viewBox's for
 * what it leaves out. Only absolute units are read; a relative one (%, em) depends on where the
 * image is drawn, so such an SVG has no size a reader can tell. This reading is for judging and
 * sizing: the app and the command line draw an SVG at a size they chose themselves, so an SVG that
 * misleads it here (entities, styles) still cannot make them draw more pixels than that.
 */

/** An image's size in pixels (an SVG's is the first this folder reads, so it is defined here). */
export interface ImageDimensions {
  width: number
  height: number
}

/** CSS pixels per unit. */
const UNIT_PIXELS: Record<string, number> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
}

function absoluteLength(value: string | undefined): number | undefined {
  const match = /^\s*\+?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? '')
  const perUnit = match ? UNIT_PIXELS[match[2]!.toLowerCase()] : undefined
  if (!match || perUnit === undefined) return undefined
  const pixels = Number(match[1]) * perUnit
  return pixels > 0 && Number.isFinite(pixels) ? pixels : undefined
}

function viewBoxSize(value: string | undefined): ImageDimensions | undefined {
  const numbers = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (numbers.length !== 4 || numbers.some((number) => !Number.isFinite(number))) return undefined
  const [, , width = 0, height = 0] = numbers
  return width > 0 && height > 0 ? { width, height } : undefined
}

/** The attributes of the document's root <svg> start tag (comments before it skipped). */
function rootAttributes(text: string): Map<string, string> | undefined {
  const tag = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(text.replace(/<!--[\s\S]*?-->/g, ''))
  if (!tag) return undefined
  const attributes = new Map<string, string>()
  for (const [, name, double, single] of tag[1]!.matchAll(
    /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
  )) {
    attributes.set(name!, double ?? single ?? '')
  }
  return attributes
}

export function svgDimensions(text: string): ImageDimensions | undefined {
  const attributes = rootAttributes(text)
  if (!attributes) return undefined
  const width = absoluteLength(attributes.get('width'))
  const height = absoluteLength(attributes.get('height'))
  // A stated width or height this cannot read, such as 1000em, leaves the size untold.
  if ((attributes.has('width') && !width) || (attributes.has('height') && !height)) return undefined
  const box = viewBoxSize(attributes.get('viewBox'))
  const size =
    width && height
      ? { width, height }
      : width && box
        ? { width, height: (width * box.height) / box.width }
        : height && box
          ? { width: (height * box.width) / box.height, height }
          : box
  if (!size) return undefined
  return {
    width: Math.max(1, Math.round(size.width)),
    height: Math.max(1, Math.round(size.height)),
  }
}
