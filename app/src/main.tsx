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
// A share link's theme replaces it as soon as it is decoded (the decoder loads only for one).
watchForShareLinks()

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
)
