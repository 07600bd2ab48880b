/** A fresh MCP server per request (stateless): the tools, resources and prompts of the agent endpoint. */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "./context";
import { registerPrompts } from "./prompts";
import { registerResources } from "./resources";
import { registerAskTool } from "./tools/ask";
import { registerBookingTools } from "./tools/bookings";

/** The names agents see, also listed in the NLWeb manifest. */
export const MCP_TOOLS = [
  "book_consultation",
  "check_availability",
  "schedule_meeting",
  "cancel_booking",
  "ask",
] as const;

export function createMcpServer(ctx: McpContext): McpServer {
  const { brand } = ctx.deps;
  const server = new McpServer(
    { name: `${brand.companyName} agent endpoint`, version: "1.0.0" },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions: `Tools for AI agents acting for a business owner: learn about ${brand.companyName} (ask, resources) and book its free 30-minute AI discovery call (check_availability, then book_consultation; or schedule_meeting with a plain-language wish; cancel_booking to cancel).`,
    },
  );
  registerBookingTools(server, ctx);
  registerAskTool(server, ctx);
  registerResources(server, ctx);
  registerPrompts(server, ctx);
  return server;
}
