// A deliberate import cycle with second.ts: the lint fence test expects ESLint to refuse it. The
// main lint run ignores this folder.
import { second } from './second'

export const first = (): string => `first, then ${second()}`
