// `npm start`: install what is missing, build, and serve the app on http://127.0.0.1:4173.
import { ensureNodeModules, run } from './setup.mjs'

ensureNodeModules()
run('npm run build')
console.log('\nTheme-a-roo is served at http://127.0.0.1:4173')
run('npm run preview -w app')
