import {
  leadListQuerySchema,
  leadStatsQuerySchema,
  leadSubmissionSchema,
  leadUpdateSchema,
} from "@repo/schemas";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { currentAdmin, requireAdmin } from "../middleware/auth";
import { countedHit, type RateLimitRule, rateLimitWithWrite } from "../middleware/rate-limit";
import { idParam, validate } from "../middleware/validate";
import { getLead, leadStats, listLeads, submitLead, updateLead } from "../services/leads";
import { systemInfo } from "../services/system-info";

const SUBMISSIONS: RateLimitRule = { name: "leads", limit: 20, windowMs: 60 * 60 * 1000 };

export const leadRoutes = new Hono<AppEnv>()
  .post(
    "/",
    // A valid submission's hit is counted in the lead's own write; any other on its way out.
    rateLimitWithWrite(SUBMISSIONS),
    validate("json", leadSubmissionSchema),
    async (c) => {
      const limit = countedHit(c, SUBMISSIONS);
      const { lead, hit } = await submitLead(c.get("deps"), c.req.valid("json"), limit.hit);
      limit.judge(hit); // 429 when over the limit: the lead was then not stored
      return c.json({ data: { id: lead.id, status: lead.status } }, 201);
    },
  )
  .use(requireAdmin)
  .get("/", validate("query", leadListQuerySchema), async (c) =>
    c.json({ data: await listLeads(c.get("deps"), c.req.valid("query")) }, 200),
  )
  .get("/stats", validate("query", leadStatsQuerySchema), async (c) =>
    c.json({ data: await leadStats(c.get("deps"), c.req.valid("query").environment) }, 200),
  )
  .get("/system-info", async (c) => c.json({ data: await systemInfo(c.get("deps")) }, 200))
  .get("/:id", validate("param", idParam), async (c) =>
    c.json({ data: await getLead(c.get("deps"), c.req.valid("param").id) }, 200),
  )
  .put("/:id", validate("param", idParam), validate("json", leadUpdateSchema), async (c) => {
    const lead = await updateLead(
      c.get("deps"),
      c.req.valid("param").id,
      c.req.valid("json"),
      currentAdmin(c).name,
    );
    return c.json({ data: lead }, 200);
  });
