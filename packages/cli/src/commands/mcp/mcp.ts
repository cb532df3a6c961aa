import { Command } from 'commander'
import { TOOLS } from './tool-list.ts'

/*
 * `theme-a-roo mcp`: the commands as MCP tools over stdio, for AI agents. Tools take theme text
 * (never paths) and answer with structured content; stdout carries only the protocol.
 */

export function mcpCommand(version: string): Command {
  return new Command('mcp')
    .description('Serve the commands as MCP tools over stdio (for AI agents and editors)')
    .addHelpText(
      'after',
      `
Tools (theme text in "theme", or "before" and "after"; nothing is written to disk):
  ${TOOLS.map((tool) => tool.name).join(', ')}

Example:
  $ theme-a-roo mcp

An MCP client starts it from its configuration:
  { "mcpServers": { "theme-a-roo": { "command": "npx", "args": ["theme-a-roo", "mcp"] } } }`,
    )
    .action(async () => {
      // The SDK loads only here: every other command starts without it.
      const { serveMcp } = await import('./serve.ts')
      await serveMcp(version)
    })
}
