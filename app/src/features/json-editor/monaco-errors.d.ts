// The editor's internal error hub, which monaco-editor ships without type declarations.
declare module 'monaco-editor/base/common/errors' {
  export const errorHandler: {
    /** Called with every error the editor does not handle itself; by default it rethrows. */
    unexpectedErrorHandler: (error: unknown) => void
  }
}
