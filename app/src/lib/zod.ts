import { z } from 'zod'

/*
 * The app's Content-Security-Policy forbids eval. Unless told not to compile schemas, zod probes
 * for eval with `new Function`, and the webview reports that as a policy violation even though
 * zod catches the error. Import zod from here so the setting is always made first.
 */
z.config({ jitless: true })

export { z }
