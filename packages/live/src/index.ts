// Public API of the live client: connect a running app to the Theme-a-roo editor. See README.md.
export {
  connectThemeEditor,
  type ConnectOptions,
  type LiveConnection,
  type LiveStats,
} from './client.ts'
export * from './protocol.ts'
export { readEditorMessage } from './read-message.ts'
