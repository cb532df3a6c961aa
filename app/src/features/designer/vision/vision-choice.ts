import type { SimulatedVision, Vision } from '@theme-a-roo/theme'
import { remembered } from '@/components/preferences/remembered'

/** The choices of 'Vision', in the words the control shows. */
export const VISION_LABELS: Readonly<Record<Vision, string>> = {
  typical: 'Typical vision',
  protanopia: 'Protanopia',
  deuteranopia: 'Deuteranopia',
  tritanopia: 'Tritanopia',
  achromatopsia: 'Achromatopsia',
}

const isVision = (value: unknown): value is Vision =>
  typeof value === 'string' && Object.hasOwn(VISION_LABELS, value)

const rememberedVision = remembered('designerVision')

export const isSimulated = (vision: Vision): vision is SimulatedVision => vision !== 'typical'

/** The stored choice; anything else (another version's value, garbage) reads as typical vision. */
export function readStoredVision(): Vision {
  const stored = rememberedVision.readText()
  return isVision(stored) ? stored : 'typical'
}

export function storeVision(vision: Vision): void {
  rememberedVision.writeText(vision)
}

/** What the note says of two swatches that look alike, e.g. 'Under deuteranopia, ...'. */
export function lookAlikeNote(vision: SimulatedVision, first: string, second: string): string {
  return `Under ${vision}, ${first} and ${second} look alike`
}
