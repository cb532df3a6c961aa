// The engine is typed without DOM or Node globals; both have TextDecoder, declared for this
// module alone with the one call it makes.
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string }

/** Bytes as UTF-8 text, as a browser reads an SVG. */
export const utf8 = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)
