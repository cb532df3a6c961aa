// Loaded first in the desktop test build only. WebKitWebDriver has no console log to read, so
// what the webview's console would report as a problem (a Content-Security-Policy violation, an
// uncaught error, an unhandled rejection) is kept in sessionStorage, which survives reloads.
;(() => {
  const key = 'desktop-test-probe'
  const record = (kind, text) => {
    try {
      const problems = JSON.parse(sessionStorage.getItem(key) ?? '[]')
      problems.push({ kind, text: String(text).slice(0, 500), page: location.pathname })
      sessionStorage.setItem(key, JSON.stringify(problems))
    } catch {
      // A page whose storage fails still runs; the suite then finds no record and says so.
    }
  }
  sessionStorage.setItem(`${key}-installed`, '1')
  document.addEventListener('securitypolicyviolation', (event) =>
    record('csp', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  )
  // Only script errors: a failed image load also reaches window in the capture phase.
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record('uncaught', event.error?.stack ?? event.message)
  })
  addEventListener('unhandledrejection', (event) =>
    record('unhandled rejection', event.reason?.stack ?? event.reason),
  )
})()
