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
 * A share link's theme is decoded (its decoder loaded) before the first render, so the page
 * first paints in it rather than flashing the user's own theme; a network that does not deliver
 * the decoder soon does not hold the page back.
 */
const SHARE_LINK_WAIT_MS = 1000
void watchForShareLinks().then(render)
setTimeout(render, SHARE_LINK_WAIT_MS)
