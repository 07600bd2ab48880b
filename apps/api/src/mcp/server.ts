/**
 * The SDK's low-level Server behind the agent endpoint, for everything but tools/call (which
 * exchange-transport.ts answers directly): initialize, ping, tools/list, resources and prompts.
 * Built once per app, on the first message that needs it (route.ts loads this module then).
 * Unknown resources are -32002, methods without a handler -32601 as the SDK answers them, and
 * nothing advertises listChanged (a stateless server can never send it). It keeps no state per
 * caller (the client capabilities an initialize leaves behind are never read: this server sends
 * no requests to clients).
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../context";
import { getPrompt, promptList } from "./prompts";
import { readResource, resourceList } from "./resources";
import { TOOL_LIST } from "./tool-table";

const CAPABILITIES = { tools: {}, resources: {}, prompts: {} };

/** Builds the Server for one set of dependencies and connects it to `transport`. */
export function connectMcpServer(deps: Deps, transport: Transport): Promise<void> {
  const { brand } = deps;
  const server = new Server(
    { name: `${brand.companyName} agent endpoint`, version: "1.0.0" },
    {
      capabilities: CAPABILITIES,
      instructions: `Tools for AI agents acting for a business owner: learn about ${brand.companyName} (ask, resources) and book its free 30-minute AI discovery call (check_availability, then book_consultation; or schedule_meeting with a plain-language wish; find_booking, reschedule_booking and cancel_booking afterwards).`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOL_LIST }));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resourceList }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) =>
    readResource(deps, request.params.uri),
  );
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: promptList }));
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    getPrompt(deps, request.params.name, request.params.arguments),
  );
  return server.connect(transport);
}
