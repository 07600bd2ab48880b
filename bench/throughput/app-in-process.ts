/**
 * The real app in this process, as the in-process benches drive it: logging off, limits lifted,
 * a distinct visitor per request (TRUST_PROXY and X-Forwarded-For), the front desk prepared as
 * the server prepares it before it listens. `requestsTo` gives the
 * bench's i-th request of a route (chat, mcpAsk or leads), with chat sessions started first, and
 * how to close the app's storage.
 */
import { join } from "node:path";
import { prepareFrontDesk } from "../../apps/api/src/ai/prepare";
import { createApp } from "../../apps/api/src/app";
import { buildDeps } from "../../apps/api/src/deps";
import { parseEnv } from "../../apps/api/src/env";
import { createLogger } from "../../apps/api/src/lib/logger";
import { QUESTIONS } from "./questions";
import { leadBodies } from "./routes";

export async function requestsTo(
  route: string,
  {
    dataDir,
    redisUrl,
    sessions: sessionCount,
    log,
  }: {
    dataDir: string;
    redisUrl?: string;
    sessions: number;
    /** Where request log lines go (at info, as a server logs); none when not given. */
    log?: { write(line: string): unknown };
  },
): Promise<{ request: (i: number) => Promise<Response>; close: () => Promise<void> }> {
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: log ? "info" : "silent",
    WEB_DIST: join(dataDir, "none"),
    TRUST_PROXY: "true",
    CHAT_SESSION_MESSAGES_PER_MINUTE: "1000000",
    CHAT_IP_MESSAGES_PER_MINUTE: "1000000",
    LEADS_PER_HOUR: "1000000",
    MCP_REQUESTS_PER_MINUTE: "1000000",
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const logger = log ? createLogger("info", log) : createLogger("silent");
  const deps = await buildDeps(env, logger, {});
  const app = createApp(deps);
  // As the server does before it listens.
  prepareFrontDesk(deps.brand);
  const post = (
    path: string,
    body: string,
    visitor: number,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // As an HTTP client sends it: without it the body limit reads the body as a stream.
        "content-length": String(Buffer.byteLength(body)),
        "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        ...headers,
      },
      body,
    });

  const sessions: string[] = [];
  if (route === "chat")
    for (let i = 0; i < sessionCount; i++) {
      const res = await post("/api/chat/session", "{}", i);
      sessions.push(((await res.json()) as { sessionId: string }).sessionId);
    }
  const request = async (i: number) => {
    const question = QUESTIONS[i % QUESTIONS.length] as string;
    if (route === "chat")
      return post(
        "/api/chat/message",
        JSON.stringify({ sessionId: sessions[i % sessionCount], message: question }),
        i,
      );
    if (route === "mcpAsk")
      return post(
        "/api/nlweb/mcp",
        JSON.stringify({
          jsonrpc: "2.0",
          id: i,
          method: "tools/call",
          params: { name: "ask", arguments: { query: question } },
        }),
        i,
        { accept: "application/json, text/event-stream" },
      );
    // The frame every API request has (id, headers, body limit, log line, routing), and no
    // route's work: a POST to a path no route takes.
    if (route === "apiNotFound") return post("/api/none", "{}", i);
    if (route === "leads") return post("/api/leads", leadBodies[i % leadBodies.length] ?? "", i);
    throw new Error(`unknown route ${route}: chat, mcpAsk, leads or apiNotFound`);
  };
  return { request, close: () => deps.storage.close() };
}
