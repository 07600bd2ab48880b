/**
 * The MCP endpoint (Streamable HTTP, stateless): every POST gets a fresh McpServer and
 * transport. Origin is checked here (DNS-rebinding protection), bodies are capped by the API
 * and the transport, and each client has a request limit on top of the per-tool limits.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { clientIp } from "../middleware/client-ip";
import { requireAllowedOrigin } from "../middleware/origin";
import { rateLimit } from "../middleware/rate-limit";
import { createMcpContext } from "./context";
import { createMcpServer } from "./server";

const MAX_MCP_BODY_BYTES = 64 * 1024;

export const mcpRoutes = new Hono<AppEnv>()
  .use(requireAllowedOrigin)
  .post(
    "/",
    rateLimit({
      name: "mcp",
      limit: 300,
      windowMs: 60_000,
    }),
    async (c) => {
      const { deps } = c.var;
      const ip = clientIp(c);
      const ctx = createMcpContext(deps, ip, `${ip}|${c.req.header("user-agent") ?? ""}`);
      const server = createMcpServer(ctx);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MAX_MCP_BODY_BYTES,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        // JSON responses are complete here, so the per-request server can go.
        await transport.close();
        await server.close();
      }
    },
  )
  // Stateless: no server-initiated stream and no session to delete.
  .on(["GET", "DELETE"], "/", (c) =>
    c.json(
      { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed." }, id: null },
      405,
      { Allow: "POST" },
    ),
  );
