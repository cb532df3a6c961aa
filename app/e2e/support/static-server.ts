import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Pages for the browser to load from another origin than the app's: a user's app, another site. */
export interface ServedFile {
  type: string
  body: string | Uint8Array
}

/** Serves `files` on a free port of 127.0.0.1, each response with `headers`. */
export function serveFiles(
  files: Map<string, ServedFile>,
  headers: OutgoingHttpHeaders = {},
): Promise<Server> {
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname)
    if (!file) return void response.writeHead(404).end()
    response.writeHead(200, { ...headers, 'Content-Type': file.type }).end(file.body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

export const serverOrigin = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`
