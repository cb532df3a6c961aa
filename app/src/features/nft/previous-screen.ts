/**
 * Whether this tab holds an earlier screen of this app to go back to. The router only knows the
 * moves made since the app last loaded, so a screen reached by typing its address after another
 * page of the app needs the browser's word: the Navigation API lists only this origin's entries,
 * and where it is missing, a referrer of this origin with history behind it tells the same.
 */
export function hasPreviousScreen(): boolean {
  const routerIndex = (window.history.state as { idx?: unknown } | null)?.idx
  if (typeof routerIndex === 'number' && routerIndex > 0) return true
  const navigation = (window as { navigation?: Navigation }).navigation
  if (navigation) return navigation.canGoBack
  return window.history.length > 1 && isSameOrigin(document.referrer)
}

function isSameOrigin(url: string): boolean {
  try {
    return url !== '' && new URL(url).origin === window.location.origin
  } catch {
    return false
  }
}
