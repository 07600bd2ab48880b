import type { ContentService } from "@repo/content";
import type { AdminUser } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import type { KnowledgeIndex } from "./ai/knowledge";
import type { Llm } from "./ai/llm";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { BusinessHours } from "./services/business-hours";
import type { BusyCalendar } from "./services/calendar/busy-calendar";
import type { Storage } from "./storage";

/** Everything a request handler or service may need, built once in `deps.ts`. */
export interface Deps {
  env: Env;
  storage: Storage;
  logger: Logger;
  clock: Clock;
  /** Secret for admin tokens: JWT_SECRET, or one generated once and kept in storage. */
  jwtSecret: string;
  /** The configured LLM, or null: then every AI feature uses its built-in path. */
  llm: Llm | null;
  /** Blog posts: Contentful when configured, else the local store. */
  content: ContentService;
  /** The site's brand from SITE_* (defaults for any unset), resolved once. */
  brand: Brand;
  /** Full-text index over the site's passages for that brand, built once. */
  knowledge: KnowledgeIndex;
  /** BUSINESS_HOURS in BUSINESS_TIMEZONE with its closed days, parsed once at start. */
  businessHours: BusinessHours;
  /** Times the owner is busy elsewhere (e.g. a calendar feed), subtracted from free slots. */
  busy?: BusySource;
  /** CALENDAR_BUSY_ICS_URL, when set: the `busy` source with its refresh and status. */
  busyCalendar?: BusyCalendar;
  /** What each optional part runs on, for logs and system-info (e.g. assistant: "built-in"). */
  components: Record<string, string>;
}

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** Busy intervals overlapping [from, to); a slot overlapping any of them is not offered. */
export interface BusySource {
  between(from: Date, to: Date): Promise<BusyInterval[]>;
}

/** The one Hono context type: `c.var.deps`, the request id, and the admin once authenticated. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    user?: AdminUser;
    authSessionId?: string;
  };
}
