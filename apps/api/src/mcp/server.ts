/**
 * The MCP server of the agent endpoint on the SDK's low-level Server: the tool table (with its
 * JSON schemas) and the JSON Schema validator are built once; each request gets a light Server
 * bound to its caller, since one Server can only serve one transport at a time. Unknown tools are -32602, unknown resources
 * -32002, and nothing advertises listChanged (a stateless server can never send it).
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { McpContext } from "./context";
import type { McpTool } from "./define-tool";
import { getPrompt, promptList } from "./prompts";
import { readResource, resourceList } from "./resources";
import { askTool } from "./tools/ask";
import { bookingTools } from "./tools/bookings";

const TOOLS: McpTool[] = [...bookingTools, askTool];
const BY_NAME = new Map(TOOLS.map((t) => [t.definition.name, t]));
const TOOL_LIST = TOOLS.map((t) => t.definition);
/**
 * Shared by every per-request Server: without it the SDK compiles a new Ajv instance in each
 * Server's constructor (about a tenth of an MCP call). It holds no per-caller state.
 */
const JSON_SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();
const CAPABILITIES = { tools: {}, resources: {}, prompts: {} };

/** The names agents see, also listed in the NLWeb manifest. */
export const MCP_TOOLS = TOOLS.map((t) => t.definition.name);

export function createMcpServer(ctx: McpContext): Server {
  const { brand } = ctx.deps;
  const server = new Server(
    { name: `${brand.companyName} agent endpoint`, version: "1.0.0" },
    {
      capabilities: CAPABILITIES,
      jsonSchemaValidator: JSON_SCHEMA_VALIDATOR,
      instructions: `Tools for AI agents acting for a business owner: learn about ${brand.companyName} (ask, resources) and book its free 30-minute AI discovery call (check_availability, then book_consultation; or schedule_meeting with a plain-language wish; find_booking, reschedule_booking and cancel_booking afterwards).`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOL_LIST }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = BY_NAME.get(request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool "${request.params.name}". Tools: ${MCP_TOOLS.join(", ")}`,
      );
    }
    return tool.call(request.params.arguments, ctx);
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resourceList }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) =>
    readResource(ctx.deps, request.params.uri),
  );
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: promptList }));
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    getPrompt(ctx.deps, request.params.name, request.params.arguments),
  );
  return server;
}
