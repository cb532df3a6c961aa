// What the app's live client posts, read strictly: anything else on the channel is counted and
// ignored, never thrown.
import {
  LIVE_CHANNEL,
  LIVE_PROTOCOL_VERSION,
  type HelloMessage,
  type PaintedMessage,
  type VariableFamily,
} from '@theme-a-roo/live'

export type AppReply =
  | Pick<HelloMessage, 'kind' | 'variables'>
  | Pick<PaintedMessage, 'kind' | 'missingImages'>
  | { kind: 'rejected' | 'bye' }

const FAMILIES: readonly unknown[] = ['shadcn', 'theme-o-rama', 'none'] satisfies VariableFamily[]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether a message claims to be of this protocol (so an ignored one is worth counting). */
export function isOnChannel(data: unknown): boolean {
  return isRecord(data) && data.channel === LIVE_CHANNEL
}

export function readAppReply(data: unknown): AppReply | undefined {
  if (!isRecord(data) || data.channel !== LIVE_CHANNEL) return undefined
  if (data.version !== LIVE_PROTOCOL_VERSION) return undefined
  switch (data.kind) {
    case 'hello':
      return FAMILIES.includes(data.variables)
        ? { kind: 'hello', variables: data.variables as VariableFamily }
        : undefined
    case 'painted': {
      const missing = data.missingImages
      const ids = Array.isArray(missing) && missing.every((id) => typeof id === 'string')
      return ids ? { kind: 'painted', missingImages: missing } : undefined
    }
    case 'rejected':
    case 'bye':
      return { kind: data.kind }
    default:
      return undefined
  }
}
