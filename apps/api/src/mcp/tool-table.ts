/**
 * The agent endpoint's tools, built once (with their JSON schemas): by name for tools/call,
 * as tools/list shows them, and their names for the NLWeb manifest. It loads no part of the MCP
 * SDK, so the manifest and the tools/call path do not either.
 */
import type { McpTool } from "./define-tool";
import { askTool } from "./tools/ask";
import { bookingTools } from "./tools/bookings";

const TOOLS: McpTool[] = [...bookingTools, askTool];

export const TOOL_BY_NAME: ReadonlyMap<string, McpTool> = new Map(
  TOOLS.map((t) => [t.definition.name, t]),
);
export const TOOL_LIST = TOOLS.map((t) => t.definition);

/** The names agents see, also listed in the NLWeb manifest. */
export const MCP_TOOLS = TOOLS.map((t) => t.definition.name);
