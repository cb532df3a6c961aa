import { afterEach } from 'vitest'
import { closeApp } from './app'

// Every test ends the same way: the app it started is checked and closed.
afterEach(async (context) => {
  await closeApp(context)
})
