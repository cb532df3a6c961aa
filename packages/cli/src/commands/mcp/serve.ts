import { ThemeInheritanceError } from '@theme-a-roo/theme'
import { fromJsonSchema, McpServer, type CallToolResult } from '@modelcontextprotocol/server'
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { UsageError } from '../../usage-error.ts'
import { TOOLS, type ToolAnswer } from './tool-list.ts'

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

/**
 * The tool's answer as structured content (and as text, for clients that read only text); a
 * drawn PNG comes first, as image content.
 */
async function toolResult(run: () => ToolAnswer | Promise<ToolAnswer>): Promise<CallToolResult> {
  try {
    const { structured, png } = await run()
    const text = { type: 'text' as const, text: JSON.stringify(structured) }
    const image = png && {
      type: 'image' as const,
      data: png.toString('base64'),
      mimeType: 'image/png',
    }
    return { content: image ? [image, text] : [text], structuredContent: structured }
  } catch (error) {
    // A theme that is no theme is the caller's mistake to correct, not a server failure.
    if (!(error instanceof UsageError || error instanceof ThemeInheritanceError)) throw error
    return { content: [{ type: 'text', text: error.message }], isError: true }
  }
}
