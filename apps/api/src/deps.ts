import { createLocalContentService } from "@repo/content";
import { type Brand, resolveBrand } from "@repo/site-content";
import { createKnowledgeIndex } from "./ai/knowledge";
import { createLlm } from "./ai/llm";
import type { Deps } from "./context";
import { type Env, EnvError } from "./env";
import { systemClock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import { resolveJwtSecret } from "./services/auth";
import { businessHoursFrom, openingHoursOf } from "./services/business-hours";
import { createBusyCalendar } from "./services/calendar/busy-calendar";
import { describeClosedDays } from "./services/closed-days";
import { mailConfig } from "./services/mail/config";
import { createStorage, type Storage } from "./storage";

/**
 * Contentful when a space and a read token are set (its SDKs loaded only then); otherwise
 * posts live in our own storage.
 */
async function buildContent(env: Env, storage: Storage, logger: Logger) {
  if (env.CONTENTFUL_SPACE_ID && (env.CONTENTFUL_DELIVERY_TOKEN || env.CONTENTFUL_PREVIEW_TOKEN)) {
    const { createContentfulService } = await import("@repo/content/contentful");
    return createContentfulService({
      spaceId: env.CONTENTFUL_SPACE_ID,
      environment: env.CONTENTFUL_ENVIRONMENT,
      deliveryToken: env.CONTENTFUL_DELIVERY_TOKEN,
      previewToken: env.CONTENTFUL_PREVIEW_TOKEN,
      managementToken: env.CONTENTFUL_MANAGEMENT_TOKEN,
      host: env.CONTENTFUL_HOST,
      log: (level, data) =>
        level === "error" || level === "warning"
          ? logger.warn({ contentful: data }, "contentful")
          : logger.debug({ contentful: data }, "contentful"),
    });
  }
  return createLocalContentService(storage.posts);
}

/** The site's brand from SITE_* settings (defaults for any unset): the one place it is resolved. */
export function brandFromEnv(
  env: Pick<Env, "SITE_NAME" | "SITE_EMAIL" | "SITE_BOOKING_URL" | "SITE_URL">,
): Brand {
  return resolveBrand({
    companyName: env.SITE_NAME,
    email: env.SITE_EMAIL,
    bookingUrl: env.SITE_BOOKING_URL,
    siteUrl: env.SITE_URL,
  });
}

/** "smtp host:port → owner", or the outbox alone when no SMTP server is configured. */
function mailComponent(env: Env, brand: Brand): string {
  const config = mailConfig({ env, brand });
  return config.server
    ? `smtp ${config.server} → ${config.ownerEmail}`
    : "outbox only (no SMTP_URL)";
}

/** Builds every dependency from the environment: the one place that picks the adapters. */
export async function buildDeps(
  env: Env,
  logger: Logger,
  opts: { redisPrefix?: string } = {},
): Promise<Deps> {
  const storage = await createStorage({
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    redisPrefix: opts.redisPrefix,
  }).catch((error: unknown) => {
    if (env.REDIS_URL) throw error;
    // A read-only or missing folder: say which variable to fix, not a driver stack.
    throw new EnvError(
      `DATA_DIR: cannot open the database in "${env.DATA_DIR}" (${(error as Error).message}). Set DATA_DIR to a folder this process can write.`,
    );
  });
  const persistence = await storage.persistence?.().catch(() => undefined);
  if (persistence?.durable === false)
    logger.warn({ persistence: persistence.detail }, "Redis has no persistence");
  const jwtSecret = await resolveJwtSecret({ storage, env, logger });
  const llm = await createLlm(env);
  const businessHours = businessHoursFrom(env);
  // JSON-LD states the opening hours; they come from BUSINESS_HOURS, parsed once.
  const brand = {
    ...brandFromEnv(env),
    openingHours: openingHoursOf(businessHours),
    timeZone: businessHours.timeZone,
  };
  const content = await buildContent(env, storage, logger);
  const busyCalendar =
    createBusyCalendar({ env, storage, logger, clock: systemClock, businessHours }) ?? undefined;
  return {
    env,
    storage,
    logger,
    clock: systemClock,
    jwtSecret,
    llm,
    content,
    brand,
    knowledge: createKnowledgeIndex(brand),
    businessHours,
    ...(busyCalendar ? { busy: busyCalendar, busyCalendar } : {}),
    components: {
      ...(persistence ? { persistence: persistence.detail } : {}),
      content: content.kind,
      blogAgent: env.BLOG_WEBHOOK_URL ? "webhook" : llm ? "built-in+llm" : "built-in",
      llm: llm?.label ?? "built-in",
      assistant: llm ? "llm+built-in" : "built-in",
      insights: llm ? "llm+rules" : "rules",
      bookings: `${env.BUSINESS_HOURS} ${env.BUSINESS_TIMEZONE}; ${describeClosedDays(env)}`,
      mail: mailComponent(env, brand),
      busyCalendar: busyCalendar
        ? `${new URL(env.CALENDAR_BUSY_ICS_URL ?? "").host} every ${Math.round(env.CALENDAR_REFRESH_MS / 1000)} s`
        : "none",
    },
  };
}
