import { ThemeInheritanceError } from '@theme-a-roo/theme'
import { fromJsonSchema, McpServer, type CallToolResult } from '@modelcontextprotocol/server'
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { UsageError } from '../../usage-error.ts'
import { TOOLS } from './tool-list.ts'

/** Serves the tools over stdin and stdout until the client closes them. */
export async function serveMcp(version: string): Promise<void> {
  const server = new McpServer({ name: 'theme-a-roo', version })
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: fromJsonSchema<Record<string, unknown>>(tool.input),
        outputSchema: fromJsonSchema<Record<string, unknown>>(tool.output),
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      (args) => toolResult(() => tool.run(args)),
    )
  }
  await server.connect(new StdioServerTransport())
}

/** The tool's answer as structured content (and as text, for clients that read only text). */
function toolResult(run: () => Record<string, unknown>): CallToolResult {
  try {
    const result = run()
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result }
  } catch (error) {
    // A theme that is no theme is the caller's mistake to correct, not a server failure.
    if (!(error instanceof UsageError || error instanceof ThemeInheritanceError)) throw error
    return { content: [{ type: 'text', text: error.message }], isError: true }
  }
}
