// Builds the app for the benchmarks: as `npm start` does, with the IPFS provider pointed at the
// fake server that bench/run.ts starts on 127.0.0.1:4196.
import { execFileSync } from 'node:child_process'

execFileSync(
  process.execPath,
  [new URL('../../node_modules/vite/bin/vite.js', import.meta.url).pathname, 'build'],
  {
    cwd: new URL('../', import.meta.url).pathname,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_PINATA_API_URL: 'http://127.0.0.1:4196/v3',
      VITE_PINATA_UPLOAD_URL: 'http://127.0.0.1:4196/upload/v3',
    },
  },
)
