/*
 * A theme's background as the pages show and send it: a very large image is shown through a
 * display-sized copy, and a stored background's bytes are the very blob the page holds (so work
 * already done on them, such as their hash, is found again).
 */
export { displayAddress, storedBlobAt } from '@/storage/stored-image'
