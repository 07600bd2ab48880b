import { Hono } from "hono";
import type { AppEnv } from "../context";
import { requireAdmin } from "../middleware/auth";
import { idParam, validate } from "../middleware/validate";
import { regenerateCalendarFeed } from "../services/calendar/feed";
import { queueTestEmail, retryOutboxMessage } from "../services/mail/outbox";
import { adminSettings } from "../services/settings";

/** The Settings page's API, admin only; mounted at /api/admin/settings. */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json({ data: await adminSettings(c.var.deps) }, 200))
  .post("/test-email", async (c) => c.json({ data: await queueTestEmail(c.var.deps) }, 202))
  .post("/outbox/:id/retry", validate("param", idParam), async (c) =>
    c.json({ data: await retryOutboxMessage(c.var.deps, c.req.valid("param").id) }, 200),
  )
  .post("/calendar-feed", async (c) =>
    c.json({ data: { calendarFeedUrl: await regenerateCalendarFeed(c.var.deps) } }, 200),
  );
