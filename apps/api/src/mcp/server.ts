/**
 * The MCP server of the agent endpoint on the SDK's low-level Server: the tool table (with its
 * JSON schemas) is built once, and so is the Server, which serves every request through one
 * ExchangeTransport (each request's caller is looked up by the id its handler gets). Unknown
 * tools are -32602, unknown resources -32002, and nothing advertises listChanged (a stateless
 * server can never send it).
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../context";
import type { McpContext } from "./context";
import type { McpTool } from "./define-tool";
import { ExchangeTransport } from "./exchange-transport";
import { getPrompt, promptList } from "./prompts";
import { readResource, resourceList } from "./resources";
import { callTool } from "./tool-call";
import { askTool } from "./tools/ask";
import { bookingTools } from "./tools/bookings";

const TOOLS: McpTool[] = [...bookingTools, askTool];
const BY_NAME = new Map(TOOLS.map((t) => [t.definition.name, t]));
const TOOL_LIST = TOOLS.map((t) => t.definition);
const CAPABILITIES = { tools: {}, resources: {}, prompts: {} };

/** The names agents see, also listed in the NLWeb manifest. */
export const MCP_TOOLS = TOOLS.map((t) => t.definition.name);

/**
 * The Server for one set of dependencies, connected to the ExchangeTransport it returns: each
 * request's messages go in there and their answers come out. It keeps no state per caller (the
 * client capabilities an initialize leaves behind are never read: this server sends no
 * requests to clients).
 */
export function createMcpServer(deps: Deps): ExchangeTransport<McpContext> {
  const { brand } = deps;
  const transport = new ExchangeTransport<McpContext>();
  const ctx = (extra: { requestId: string | number }) => transport.callerOf(extra.requestId);
  const server = new Server(
    { name: `${brand.companyName} agent endpoint`, version: "1.0.0" },
    {
      capabilities: CAPABILITIES,
      instructions: `Tools for AI agents acting for a business owner: learn about ${brand.companyName} (ask, resources) and book its free 30-minute AI discovery call (check_availability, then book_consultation; or schedule_meeting with a plain-language wish; find_booking, reschedule_booking and cancel_booking afterwards).`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOL_LIST }));
  // tools/call has no handler of its own (see tool-call.ts); any other method without one is
  // answered as the SDK answers it.
  server.fallbackRequestHandler = async (request, extra) => {
    if (request.method === "tools/call") return callTool(BY_NAME, request, ctx(extra));
    throw Object.assign(new Error("Method not found"), { code: ErrorCode.MethodNotFound });
  };
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resourceList }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) =>
    readResource(deps, request.params.uri),
  );
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: promptList }));
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    getPrompt(deps, request.params.name, request.params.arguments),
  );
  // Connecting only starts the transport, which has nothing to start: done before any request.
  void server.connect(transport);
  return transport;
}
