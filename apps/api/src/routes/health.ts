import { Hono } from "hono";
import type { AppEnv } from "../context";

const PROBE_KEY = "health:probe";

/**
 * Liveness for load balancers and uptime checks: ok only when the store answers and takes a
 * write (a full disk or a Redis at maxmemory answers reads but refuses writes: 503).
 */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { storage } = c.var.deps;
  await storage.ping();
  await storage.kv.set(PROBE_KEY, Date.now(), 60_000);
  return c.json({ ok: true, storage: storage.type }, 200);
});
