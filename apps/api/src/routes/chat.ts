import { chatMessageRequestSchema, chatSessionRequestSchema } from "@repo/schemas";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../context";
import type { Env } from "../env";
import { AppError } from "../lib/errors";
import { errorBody } from "../middleware/error-handler";
import { enforceRateLimit, ruleHit } from "../middleware/rate-limit";
import { validate, validateOptionalJson } from "../middleware/validate";
import { createChatSession, loadChatSessionCounted, sendChatMessage } from "../services/chat";
import { sendHeldMessage } from "../services/chat-held-message";
import type { RateLimitHit } from "../storage";

const MINUTE = 60_000;

/** SITE_URL's origin, parsed once per configuration (a browser sends Origin with every POST). */
const siteOrigins = new WeakMap<Env, string | undefined>();
function siteOrigin(env: Env): string | undefined {
  if (!siteOrigins.has(env)) siteOrigins.set(env, env.SITE_URL && new URL(env.SITE_URL).origin);
  return siteOrigins.get(env);
}

/** Origins allowed to call the chat from a browser: CORS_ORIGINS, SITE_URL and this server. */
function allowedOrigin(c: Context<AppEnv>, origin: string | undefined): boolean {
  if (!origin) return true;
  const { env } = c.get("deps");
  if (env.CORS_ORIGINS.includes(origin)) return true;
  if (siteOrigin(env) === origin) return true;
  try {
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * CORS for the embeddable widget, and a 403 for browsers calling from anywhere else. The
 * headers are Hono's `cors` ones for GET, POST and OPTIONS, Content-Type and a 600 s max age,
 * written out because its `Vary` goes on with `c.header` once the answer is made, which copies
 * the answer into a new one with a streamed body (~2 µs per chat request; ~8 with an Origin,
 * which every browser sends with a POST). Not async, as the request frame (request-frame.ts).
 */
const chatCors: MiddlewareHandler<AppEnv> = (c, next) => {
  const origin = c.req.raw.headers.get("origin") ?? "";
  const allowed = allowedOrigin(c, origin);
  if (allowed && origin) c.header("Access-Control-Allow-Origin", origin);
  if (c.req.method === "OPTIONS") {
    const headers = c.res.headers;
    headers.append("Vary", "Origin");
    headers.set("Access-Control-Max-Age", "600");
    headers.set("Access-Control-Allow-Methods", "GET,POST,OPTIONS");
    headers.set("Access-Control-Allow-Headers", "Content-Type");
    headers.append("Vary", "Access-Control-Request-Headers");
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    return Promise.resolve(new Response(null, { headers, status: 204, statusText: "No Content" }));
  }
  if (!allowed) throw new AppError("forbidden", "This origin may not use the chat");
  return next().then(() => c.res.headers.append("Vary", "Origin"));
};

const ipLimit = (c: Context<AppEnv>) =>
  ruleHit(c, {
    name: "chat-ip",
    limit: c.get("deps").env.CHAT_IP_MESSAGES_PER_MINUTE,
    windowMs: MINUTE,
  });

const sessionLimit = (c: Context<AppEnv>, sessionId: string) =>
  ruleHit(c, {
    name: "chat-session",
    limit: c.get("deps").env.CHAT_SESSION_MESSAGES_PER_MINUTE,
    windowMs: MINUTE,
    key: () => sessionId,
  });

/**
 * Admits one message: the per-address and per-session hits are counted and the session read
 * in one storage step (one commit on SQLite, one script on Redis), then judged in that order,
 * so the answer is what checking them one by one gave (429, then 404, then 429). The session's
 * counter may also count a message refused for its address: never more than the limit passes.
 */
async function admitMessage(c: Context<AppEnv>, sessionId: string) {
  const ip = ipLimit(c);
  const perSession = sessionLimit(c, sessionId);
  const loaded = await loadChatSessionCounted(c.get("deps"), sessionId, [ip.hit, perSession.hit]);
  const [ipHit, sessionHit] = loaded.hits as [RateLimitHit, RateLimitHit];
  ip.judge(ipHit);
  const session = loaded.found();
  perSession.judge(sessionHit);
  return session;
}

/**
 * A message of a session this process holds, answered and then stored with both hits counted
 * in one storage step (see chat-held.ts), which writes only when both are within their limits:
 * judged as admitMessage judges them, they pass and set the same RateLimit headers. Null when
 * the message must be admitted first: nothing was written.
 */
async function answerHeld(c: Context<AppEnv>, input: { sessionId: string; message: string }) {
  const ip = ipLimit(c);
  const perSession = sessionLimit(c, input.sessionId);
  const held = await sendHeldMessage(c.get("deps"), input, [ip.hit, perSession.hit]);
  if (!held) return null;
  const [ipHit, sessionHit] = held.hits as [RateLimitHit, RateLimitHit];
  ip.judge(ipHit);
  perSession.judge(sessionHit);
  return held.response;
}

/** Counts session starts per address, before the body is read. */
const sessionCreateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await enforceRateLimit(c, {
    name: "chat-session-create",
    limit: c.get("deps").env.CHAT_IP_MESSAGES_PER_MINUTE,
    windowMs: MINUTE,
  });
  await next();
};

export const chatRoutes = new Hono<AppEnv>()
  .use(chatCors)
  // The body is optional: an empty POST starts an anonymous session.
  .post("/session", sessionCreateLimit, validateOptionalJson(chatSessionRequestSchema), async (c) =>
    c.json(await createChatSession(c.get("deps"), c.req.valid("json")), 201),
  )
  .post("/message", validate("json", chatMessageRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const held = await answerHeld(c, input);
    if (held) return c.json(held, 200);
    const session = await admitMessage(c, input.sessionId);
    return c.json(await sendChatMessage(c.get("deps"), session, input), 200);
  })
  .post("/message/stream", validate("json", chatMessageRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const session = await admitMessage(c, input.sessionId);
    return streamSSE(c, async (stream) => {
      try {
        const result = await sendChatMessage(c.get("deps"), session, input, (text) => {
          void stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
        });
        await stream.writeSSE({ event: "done", data: JSON.stringify(result) });
      } catch (error) {
        // Headers are sent: the failure goes out as an event, in the one error shape.
        const { body } = errorBody(c, error, {
          internalMessage: "The assistant is unavailable right now",
        });
        await stream.writeSSE({ event: "error", data: JSON.stringify(body) });
      }
    });
  });
