/**
 * Turns service results and errors into MCP tool results (structuredContent + text), their
 * keys in the order CallToolResult names them (results go out without a schema pass).
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A successful result: the object as structuredContent, and readable text for older clients. */
export function ok<T extends Record<string, unknown>>(data: T, text?: string): CallToolResult {
  return {
    content: [
      { type: "text", text: text ? `${text}\n\n${JSON.stringify(data)}` : JSON.stringify(data) },
    ],
    structuredContent: data,
  };
}

/** A tool error the agent can act on; the server keeps answering. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
