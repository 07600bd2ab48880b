/**
 * The MCP endpoint (Streamable HTTP, stateless): every POST gets a fresh McpServer and
 * transport. Origin is checked here (DNS-rebinding protection), bodies are capped by the API
 * and the transport, and each client has a request limit on top of the per-tool limits.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context";
import { AppError } from "../lib/errors";
import { clientIp } from "../middleware/client-ip";
import { rateLimit } from "../middleware/rate-limit";
import { createMcpContext } from "./context";
import { createMcpServer } from "./server";

const MAX_MCP_BODY_BYTES = 64 * 1024;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Browsers send Origin; agents and CLI clients usually do not, and those are allowed. A page
 * may call only from the site itself (SITE_URL), CORS_ORIGINS, or a local address (the MCP
 * Inspector and local tools). Comparing with Host would not help: a rebinding attack controls it.
 */
export function isAllowedOrigin(deps: Deps, origin: string | undefined): boolean {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  const allowed = [deps.env.SITE_URL, ...deps.env.CORS_ORIGINS].flatMap((o) => {
    try {
      return o ? [new URL(o).origin] : [];
    } catch {
      return [];
    }
  });
  return allowed.includes(url.origin);
}

const checkOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAllowedOrigin(c.var.deps, c.req.header("origin"))) {
    throw new AppError("forbidden", "Origin not allowed");
  }
  await next();
};

export const mcpRoutes = new Hono<AppEnv>()
  .use(checkOrigin)
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
