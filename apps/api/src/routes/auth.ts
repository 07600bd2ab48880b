import { loginRequestSchema } from "@repo/schemas";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { currentAdmin, requireAdmin } from "../middleware/auth";
import { clientIp } from "../middleware/client-ip";
import { validate } from "../middleware/validate";
import { login, logout } from "../services/auth";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginRequestSchema), async (c) => {
    const result = await login(c.var.deps, c.req.valid("json"), clientIp(c));
    return c.json(result, 200);
  })
  .post("/logout", requireAdmin, async (c) => {
    if (c.var.authSessionId) await logout(c.var.deps, c.var.authSessionId);
    return c.json({ ok: true }, 200);
  })
  .get("/me", requireAdmin, (c) => c.json({ user: currentAdmin(c) }, 200));
