import { Hono } from "hono";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { bookingsFeedIcs } from "../services/calendar/feed";

/** The owner's private bookings feed (`<secret>.ics`) for any calendar app; at /api/calendar. */
export const calendarRoutes = new Hono<AppEnv>().get(
  "/:file",
  rateLimit({ name: "calendar-feed", limit: 120, windowMs: 60 * 60 * 1000 }),
  async (c) => {
    const ics = await bookingsFeedIcs(c.var.deps, c.req.param("file"));
    return c.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, max-age=300",
    });
  },
);
