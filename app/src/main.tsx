import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import { startThemeRuntime } from './theming/theme-runtime'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

// Applies the start-up theme before React renders, so the first paint is already themed.
startThemeRuntime()

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
)
