/**
 * Turns service results and errors into MCP tool results (structuredContent + text), their
 * keys in the order CallToolResult names them (results go out without a schema pass).
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/**
 * The data's JSON of each result ok() made. Its text carries that JSON already, so the answer's
 * JSON takes it instead of serialising the data a second time (~2 µs of an `ask`'s answer).
 */
const dataJson = new WeakMap<object, { data: unknown; json: string }>();

/** A successful result: the object as structuredContent, and readable text for older clients. */
export function ok<T extends Record<string, unknown>>(data: T, text?: string): CallToolResult {
  const json = JSON.stringify(data);
  const result: CallToolResult = {
    content: [{ type: "text", text: text ? `${text}\n\n${json}` : json }],
    structuredContent: data,
  };
  dataJson.set(result, { data, json });
  return result;
}

/**
 * `JSON.stringify(result)` for a result ok() made, with its data serialised once; undefined for
 * any other value (or one changed since), which the general way serialises.
 */
export function okResultJson(result: unknown): string | undefined {
  const known = typeof result === "object" && result !== null && dataJson.get(result);
  if (!known) return undefined;
  const { content, structuredContent, ...rest } = result as CallToolResult;
  if (structuredContent !== known.data || Object.keys(rest).length > 0) return undefined;
  return `{"content":${JSON.stringify(content)},"structuredContent":${known.json}}`;
}

/** A tool error the agent can act on; the server keeps answering. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
