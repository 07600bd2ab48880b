/**
 * tools/call, answered without the SDK Server's own tools/call wrapper: that wrapper checks
 * every call's request against CallToolRequestSchema twice and its result against
 * CallToolResultSchema, all with zod, on the hot path of every agent. Here the request is
 * recognised by a plain check (a string name, arguments an object) and only anything else
 * (`_meta`, `task`, odd arguments) goes through the SDK's schema, refused with the same -32602;
 * results are built by ok()/toolError() in the shape CallToolResult names, so they go out as
 * they are.
 */
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  type JSONRPCRequest,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import type { McpContext } from "./context";
import type { McpTool } from "./define-tool";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The tool's name and arguments, or -32602 as the SDK words it. */
function callParams(request: JSONRPCRequest): { name: string; arguments?: unknown } {
  const { params } = request;
  if (
    isObject(params) &&
    typeof params.name === "string" &&
    (params.arguments === undefined || isObject(params.arguments)) &&
    !("_meta" in params) &&
    !("task" in params)
  ) {
    return { name: params.name, arguments: params.arguments };
  }
  const checked = CallToolRequestSchema.safeParse(request);
  if (!checked.success) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Invalid tools/call request: ${checked.error.message}`,
    );
  }
  return checked.data.params;
}

/** Runs the named tool for this caller; an unknown name is -32602 listing the tools. */
export function callTool(
  tools: ReadonlyMap<string, McpTool>,
  request: JSONRPCRequest,
  ctx: McpContext,
): Promise<CallToolResult> {
  const { name, arguments: args } = callParams(request);
  const tool = tools.get(name);
  if (!tool) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Unknown tool "${name}". Tools: ${[...tools.keys()].join(", ")}`,
    );
  }
  return tool.call(args, ctx);
}
