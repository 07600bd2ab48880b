import { blogAgentRequestSchema } from "@repo/schemas";
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { requireAdmin } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import {
  isFinal,
  openWebhookStream,
  readProgress,
  runBlogAgent,
  WEBHOOK_TIMEOUT_MS,
} from "../services/blog-agent";

const runParam = z.object({ runId: blogAgentRequestSchema.shape.runId });
/** `?live=1`: the drawer opens the stream just before sending, so a finished previous message is skipped. */
const streamQuery = z.object({ live: z.enum(["0", "1"]).optional() });
const POLL_MS = 300;
const KEEP_ALIVE_MS = 15_000;

/**
 * A run may take minutes (the automation's limit is 5): lift Bun's idle timeout for this
 * request, so the reply or the stream is not cut at 120 s. `c.env` is Bun's server when served
 * by Bun; in-process requests have none.
 */
function allowLongRequest(c: Context<AppEnv>) {
  const server = c.env as { timeout?: (request: Request, seconds: number) => void } | undefined;
  server?.timeout?.(c.req.raw, 0);
}

/** `/api/admin/blog-agent`: one drawer message, and its progress as server-sent events. */
export const blogAgentRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post(
    "/",
    rateLimit({ name: "blog-agent", limit: 60, windowMs: 60 * 60 * 1000 }),
    validate("json", blogAgentRequestSchema),
    async (c) => {
      allowLongRequest(c);
      return c.json(await runBlogAgent(c.var.deps, c.req.valid("json")), 200);
    },
  )
  .get("/stream/:runId", validate("param", runParam), validate("query", streamQuery), async (c) => {
    const { runId } = c.req.valid("param");
    const live = c.req.valid("query").live === "1";
    allowLongRequest(c);
    const webhook = c.var.deps.env.BLOG_WEBHOOK_URL;
    if (webhook) {
      // The automation's own stream, passed through unchanged.
      const upstream = await openWebhookStream(webhook, runId, c.req.raw.signal).catch(() => null);
      // Thrown, so the one error handler answers (with the requestId) and logs it.
      if (!upstream?.ok || !upstream.body)
        throw new AppError("upstream_error", "Stream unavailable");
      return new Response(upstream.body, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
      });
    }
    return streamSSE(c, async (stream) => {
      const deadline = Date.now() + WEBHOOK_TIMEOUT_MS;
      let sent = 0;
      // Each message of a run starts its events over; its first event tells them apart.
      let startedAt: string | undefined;
      let first = true;
      let quietSince = Date.now();
      while (!stream.aborted && Date.now() < deadline) {
        const events = await readProgress(c.var.deps, runId);
        if (events[0]?.at !== startedAt || events.length < sent) sent = 0;
        startedAt = events[0]?.at;
        const last = events.at(-1);
        if (first) {
          first = false;
          if (live && last && isFinal(last)) sent = events.length; // the previous message's
          await stream.write(": ready\n\n"); // the client may send its message now
        }
        for (const event of events.slice(sent)) {
          await stream.writeSSE({ event: event.stage, data: JSON.stringify(event) });
        }
        if (last && isFinal(last) && sent < events.length) break;
        if (sent < events.length) quietSince = Date.now();
        else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
          await stream.write(": keep-alive\n\n"); // for proxies that drop quiet connections
          quietSince = Date.now();
        }
        sent = events.length;
        await stream.sleep(POLL_MS);
      }
    });
  });
