/**
 * tools/call, answered without the SDK's Server (see exchange-transport.ts): its Protocol and
 * its tools/call wrapper check every call with zod several times (the message's kind three
 * times, the request twice, the result once) on the hot path of every agent. Here a plain
 * request (a string name, arguments an object, no `_meta` or `task`) is recognised by a plain
 * check; only anything else loads the SDK's schemas and is judged by them as the Server judged
 * it: a task-augmented call is refused as the Server refuses it (this server runs no tasks),
 * other malformed params are -32602. Results are built by ok()/toolError() in the shape
 * CallToolResult names, so they go out as they are.
 */
import type { CallToolResult, JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import type { McpContext } from "./context";
import type { McpTool } from "./define-tool";
import { INVALID_PARAMS, RpcError } from "./rpc-error";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

type CallParams = { name: string; arguments?: unknown };

/** The params of a plain call, or undefined when the SDK's schemas must judge them. */
function plainParams({ params }: JSONRPCRequest): CallParams | undefined {
  if (
    isObject(params) &&
    typeof params.name === "string" &&
    (params.arguments === undefined || isObject(params.arguments)) &&
    !("_meta" in params) &&
    !("task" in params)
  ) {
    return { name: params.name, arguments: params.arguments };
  }
  return undefined;
}

/** Any other call's params as the SDK's Server judged them, or its refusal. */
async function checkedParams(request: JSONRPCRequest): Promise<CallParams> {
  const { CallToolRequestSchema, isTaskAugmentedRequestParams } = await import(
    "@modelcontextprotocol/sdk/types.js"
  );
  if (isTaskAugmentedRequestParams(request.params) && request.params.task) {
    throw new Error("Server does not support task creation (required for tools/call)");
  }
  const checked = CallToolRequestSchema.safeParse(request);
  if (!checked.success) {
    throw new RpcError(INVALID_PARAMS, `Invalid tools/call request: ${checked.error.message}`);
  }
  return checked.data.params;
}

/** Per batch: the turn of its last call received, ended once that call was counted or done. */
const lastTurn = new WeakMap<McpContext, Promise<void>>();

/**
 * A batch's calls are counted in the order sent, even when one waits to be checked first (a call
 * with `_meta` loads the SDK's schemas): each call's limit() waits for the call before it to be
 * counted, or done without being counted.
 */
function inTurn(ctx: McpContext): { ctx: McpContext; end(): void } {
  const before = lastTurn.get(ctx);
  let end = () => {};
  lastTurn.set(
    ctx,
    new Promise<void>((resolve) => {
      end = resolve;
    }),
  );
  const limit = async (tool: string) => {
    if (before) await before;
    // Its storage step is asked for now, ahead of the next call's.
    const counted = ctx.limit(tool);
    end();
    return counted;
  };
  return { ctx: { ...ctx, limit }, end };
}

/** Runs the named tool for this caller; an unknown name is -32602 listing the tools. */
export async function callTool(
  tools: ReadonlyMap<string, McpTool>,
  request: JSONRPCRequest,
  ctx: McpContext,
): Promise<CallToolResult> {
  if (!ctx.caller.batch) return callInTurn(tools, request, ctx);
  const turn = inTurn(ctx);
  try {
    return await callInTurn(tools, request, turn.ctx);
  } finally {
    turn.end();
  }
}

async function callInTurn(
  tools: ReadonlyMap<string, McpTool>,
  request: JSONRPCRequest,
  ctx: McpContext,
): Promise<CallToolResult> {
  const { name, arguments: args } = plainParams(request) ?? (await checkedParams(request));
  const tool = tools.get(name);
  if (!tool) {
    throw new RpcError(
      INVALID_PARAMS,
      `Unknown tool "${name}". Tools: ${[...tools.keys()].join(", ")}`,
    );
  }
  return tool.call(args, ctx);
}
