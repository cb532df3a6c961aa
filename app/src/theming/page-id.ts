/*
 * This page's id among the app's open pages (tabs and windows of one browser), new at every load:
 * what an earlier page of the same tab wrote under its id is then plainly another page's. (An id
 * kept in sessionStorage would survive the reload, but a duplicated tab copies it.)
 * getRandomValues, not randomUUID: the web build may be served where randomUUID is missing (plain
 * http on a local network).
 */
export const PAGE_ID = Array.from(crypto.getRandomValues(new Uint32Array(2)), (part) =>
  part.toString(36),
).join('')
