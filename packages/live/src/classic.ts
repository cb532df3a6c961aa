// The classic-script entry, built into dist/live.js: `<script src="<editor>/live.js"></script>`
// connects the page to the editor that serves the script, and to the origins listed in
// `data-editor-origin` (space-separated), e.g. a deployed editor.
import { connectThemeEditor } from './client.ts'
import { toOrigin } from './protocol.ts'

const script = document.currentScript
if (script instanceof HTMLScriptElement && script.src) {
  const listed = (script.dataset.editorOrigin ?? '').split(/\s+/).filter(Boolean)
  const origins: string[] = []
  // The root of the script's address: URL.origin is opaque for the desktop's tauri: scheme.
  for (const given of [new URL('/', script.src).href, ...listed]) {
    const origin = toOrigin(given)
    if (origin) origins.push(origin)
    else console.warn(`Theme-a-roo live: "${given}" is not an editor origin; ignored`)
  }
  if (origins.length) connectThemeEditor({ editorOrigins: origins })
} else {
  console.warn('Theme-a-roo live: load live.js with <script src="…"> (a classic script)')
}
