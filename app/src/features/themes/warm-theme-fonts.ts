import type { Theme } from '@theme-a-roo/theme'

/*
 * The first switch to a theme whose fonts the page has not used yet costs the browser a font
 * lookup for every size and weight the page shows: its frame took 15 to 25 ms here against 10 to
 * 12 ms for a later switch to the same theme. Laying out a line in each listed theme's fonts
 * while the page is idle does those lookups ahead, so that even the first switch is quick.
 */

/** The text sizes (px) and weights the app's pages use. */
const SIZES = [12, 14, 16, 18, 20, 24, 30]
const WEIGHTS = [400, 500, 600, 700]

const warmed = new Set<string>()

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work)
  else setTimeout(work, 50)
}

/**
 * Lays out a line in `stack` at `size` in each weight, out of sight, and takes it away: about a
 * millisecond, so that a click that comes meanwhile is hardly held up.
 */
function layOutSample(stack: string, size: number): void {
  const box = document.createElement('div')
  box.setAttribute('aria-hidden', 'true')
  box.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;white-space:nowrap'
  // Through the style object: a stack that is not valid CSS is dropped, never parsed as more.
  box.style.fontFamily = stack
  box.style.fontSize = `${size}px`
  for (const weight of WEIGHTS) {
    const line = document.createElement('span')
    line.textContent = 'Theme 0123'
    line.style.fontWeight = String(weight)
    box.append(line)
  }
  document.body.append(box)
  box.getBoundingClientRect()
  box.remove()
}

/** Warms the fonts of `themes` not warmed yet, one size of one font stack per idle spell. */
export function warmThemeFontsWhenIdle(themes: readonly Theme[]): void {
  // A theme read from a file may hold anything there: only strings are font stacks.
  const stacks = themes.flatMap((theme): unknown[] => Object.values(theme.fonts ?? {}))
  const fresh = [...new Set(stacks)].filter(
    (stack): stack is string => typeof stack === 'string' && !warmed.has(stack),
  )
  for (const stack of fresh) warmed.add(stack)
  const queue = fresh.flatMap((stack) => SIZES.map((size) => ({ stack, size })))
  const next = () => {
    const sample = queue.shift()
    if (!sample) return
    layOutSample(sample.stack, sample.size)
    whenIdle(next)
  }
  whenIdle(next)
}
