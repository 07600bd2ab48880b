/**
 * The MCP endpoint (Streamable HTTP, stateless, JSON responses): every POST goes through the
 * app's one ExchangeTransport, which answers tools/call itself and everything else through one
 * SDK Server (exchange-transport.ts; the HTTP side is json-post.ts). Origin is checked and CORS answered here, the body is checked at the edge
 * (mcp/edge.ts), and each address has a request limit (AGENT_TRANSPORT_RATE_LIMIT per minute)
 * on top of the per-agent tool limits, judged before them (a tools/call counts both in one
 * storage step: transport-limit.ts); its 429 is a JSON-RPC error with the wait.
 * A signed Mcp-Session-Id is issued on initialize so an agent's calls form one exchange.
 */
import { type Context, Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { AppError } from "../lib/errors";
import { clientIp } from "../middleware/client-ip";
import { agentOrigin } from "../middleware/origin";
import type { McpContext } from "./context";
import { createMcpContext } from "./context";
import { checkMessage, initializeOf, protocolVersion, requestId } from "./edge";
import { ExchangeTransport } from "./exchange-transport";
import { answerPost } from "./json-post";
import { issueSessionId, verifySessionId } from "./session";
import { callTool } from "./tool-call";
import { TOOL_BY_NAME } from "./tool-table";
import { isToolCall, transportLimit } from "./transport-limit";

/**
 * Each app's endpoint, built on first use (tests build several apps in one process): tools/call
 * answered directly, the SDK's Server (server.ts) loaded and built on the first message it must
 * answer.
 */
const endpoints = new WeakMap<Deps, ExchangeTransport<McpContext>>();
function endpointFor(deps: Deps): ExchangeTransport<McpContext> {
  let endpoint = endpoints.get(deps);
  if (!endpoint) {
    endpoint = new ExchangeTransport<McpContext>(
      new Map([["tools/call", (request, ctx) => callTool(TOOL_BY_NAME, request, ctx)]]),
      async (transport) => (await import("./server")).connectMcpServer(deps, transport),
    );
    endpoints.set(deps, endpoint);
  }
  return endpoint;
}

const JSON_TYPE = { "Content-Type": "application/json" };

/** Over the address's limit: a 429 whose JSON-RPC error carries the wait. */
const tooMany = (c: Context<AppEnv>, body: unknown, { retryAfter: wait }: AppError) =>
  c.json(
    {
      jsonrpc: "2.0",
      id: requestId(body),
      error: {
        code: -32000,
        message: `Rate limit reached: too many requests from this address. Try again in ${wait} seconds.`,
        data: { retryAfter: wait },
      },
    },
    429,
    { "Retry-After": String(wait) },
  );

export const mcpRoutes = new Hono<AppEnv>()
  .use(agentOrigin)
  .post("/", async (c) => {
    const deps = c.get("deps");
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch (error) {
      if (error instanceof AppError) throw error; // too large
      return c.json(
        {
          jsonrpc: "2.0",
          id: null,
          error: { code: -32700, message: "Parse error: the body is not JSON" },
        },
        400,
      );
    }
    const ip = clientIp(c);
    const transport = transportLimit(c, ip);
    // Anything but one tools/call is counted before it is looked at (see transport-limit.ts).
    if (!isToolCall(body)) {
      const refused = await transport.refusal();
      if (refused) return tooMany(c, body, refused);
    }
    // Whether the body holds an initialize, read once for the checks below and the session id.
    const init = initializeOf(body);
    const refusal = checkMessage(body, protocolVersion(c.req.header("mcp-protocol-version"), init));
    if (refusal) {
      const refused = await transport.refusal();
      return refused ? tooMany(c, body, refused) : c.json(refusal.body, refusal.status);
    }

    const initializing = init !== undefined && !Array.isArray(body);
    const sessionId = initializing
      ? issueSessionId(deps.jwtSecret)
      : verifySessionId(deps.jwtSecret, c.req.header("mcp-session-id"));
    const { status, body: answer } = await answerPost(
      c.req.raw,
      body,
      endpointFor(deps),
      createMcpContext(deps, { ip, sessionId, batch: Array.isArray(body) }, transport),
      (fault) => deps.logger.error({ err: fault }, "MCP server fault"),
      init !== undefined,
    );
    const refused = await transport.refusal();
    if (refused) return tooMany(c, body, refused);
    if (initializing && sessionId && status < 300) c.header("mcp-session-id", sessionId);
    // Through the context, so the headers set on the way (request id, limits) are kept.
    return answer === null ? c.body(null, status) : c.body(answer, status, JSON_TYPE);
  })
  // Stateless: no server-initiated stream and no session state to delete.
  .on(["GET", "DELETE"], "/", (c) =>
    c.json(
      { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed." }, id: null },
      405,
      { Allow: "POST" },
    ),
  );
