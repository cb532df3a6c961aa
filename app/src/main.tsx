// First, so that the page's code is asked for before the rest of the shell is evaluated.
import { pageInAddressLoaded } from './app/load-page-in-address'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import { watchForShareLinks } from './components/share-link/watch-share-links'
import { startThemeRuntime } from './theming/theme-runtime'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

// Applies the start-up theme before React renders, so the first paint is already themed.
startThemeRuntime()

let rendered = false
function render() {
  if (rendered || !container) return
  rendered = true
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  )
}

/*
 * The first render waits for what the page in the address needs, so it paints once, whole: a
 * share link's theme decoded (its decoder loaded) rather than a flash of the user's own theme,
 * and the code of a page with its own chunk rather than the shell with an empty page that fills
 * in a moment later (a second render of the shell, too). A network that does not deliver these
 * soon does not hold the page back: past a short wait for a page's code, the shell shows with
 * its loading state.
 */
const SHARE_LINK_WAIT_MS = 1000
const PAGE_CODE_WAIT_MS = 300
const pageCodeOrTimeout = Promise.race([
  pageInAddressLoaded,
  new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
])
void Promise.all([watchForShareLinks(), pageCodeOrTimeout]).then(render)
setTimeout(render, SHARE_LINK_WAIT_MS)
