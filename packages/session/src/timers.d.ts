// Timers exist wherever the session runs (browsers, Node), but the package is built without the
// DOM's or Node's types, so that it cannot lean on either by accident.
declare function setTimeout(callback: () => void, ms?: number): unknown
declare function clearTimeout(handle: unknown): void
