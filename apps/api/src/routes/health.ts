import { Hono } from "hono";
import type { AppEnv } from "../context";

/** Liveness and storage reachability, for load balancers and uptime checks. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.var.deps.storage.ping();
  return c.json({ ok: true, storage: c.var.deps.storage.type }, 200);
});
