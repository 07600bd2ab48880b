import { z } from "zod";
import { businessHoursFrom } from "./services/business-hours";
import { isKnownCountry } from "./services/closed-days";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optional.pipe(z.url().optional());

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_ENV: z.enum(["development", "production"]).default("development"),
    /** Defaults to `data/` at the repository root, whichever folder the server starts from. */
    DATA_DIR: z.string().default(new URL("../../../data", import.meta.url).pathname),
    REDIS_URL: optionalUrl,
    JWT_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_EMAIL: optional.pipe(z.email().optional()),
    ADMIN_PASSWORD: optional.pipe(z.string().min(12, "must be at least 12 characters").optional()),
    ADMIN_NAME: z.string().default("Admin"),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    CONTENTFUL_SPACE_ID: optional,
    CONTENTFUL_ENVIRONMENT: z.string().default("master"),
    CONTENTFUL_DELIVERY_TOKEN: optional,
    CONTENTFUL_PREVIEW_TOKEN: optional,
    CONTENTFUL_MANAGEMENT_TOKEN: optional,
    CONTENTFUL_HOST: optional,
    BLOG_WEBHOOK_URL: optionalUrl,
    SITE_NAME: optional,
    SITE_EMAIL: optional.pipe(z.email().optional()),
    SITE_BOOKING_URL: optionalUrl,
    SITE_URL: optionalUrl,
    /** Owner notifications and booking invitations: smtp://user:pass@host:port or smtps://… */
    SMTP_URL: optional.pipe(
      z
        .url()
        .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** Sender of every email; defaults to SITE_NAME <SITE_EMAIL>. */
    MAIL_FROM: optional,
    /** Who hears about new leads and bookings; defaults to SITE_EMAIL. */
    OWNER_EMAIL: optional.pipe(z.email().optional()),
    /** How often the mail worker looks for due messages, and the first retry delay. */
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(10_000),
    /** The owner's busy times: a calendar's secret iCal address. */
    CALENDAR_BUSY_ICS_URL: optionalUrl,
    /** How often the busy calendar is fetched again. */
    CALENDAR_REFRESH_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60_000),
    /** When a person answers and consultations can be booked, in BUSINESS_TIMEZONE. */
    BUSINESS_HOURS: z.string().default("Mon-Fri 09:00-17:00"),
    BUSINESS_TIMEZONE: z.string().default("America/Denver"),
    /** Whose public holidays close the business (ISO code, or "none"); default from the zone, else US. */
    BUSINESS_COUNTRY: optional.transform((v) => v?.toUpperCase()),
    /** Extra closed dates, comma separated YYYY-MM-DD. */
    BUSINESS_CLOSED_DATES: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.iso.date("dates must be YYYY-MM-DD"))),
    /** Agent endpoint (MCP + NLWeb) calls per client per minute, and bookings per client per hour. */
    AGENT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    AGENT_BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** MCP requests per client address per minute, whatever they call. */
    AGENT_TRANSPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    /** Deadline for one assistant LLM call before the built-in responder answers instead. */
    CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** LLM tokens one chat session may spend; past it the built-in responder answers. */
    CHAT_TOKEN_BUDGET: z.coerce.number().int().min(0).default(20_000),
    /** Chat messages allowed per session and per client IP, per minute. */
    CHAT_SESSION_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(12),
    CHAT_IP_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(40),
    /** Extra origins allowed to call the public chat API and MCP (comma separated). */
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    /** The embeddable chat script (packages/chat-widget build), served at /widget.js. */
    WIDGET_JS: z
      .string()
      .default(new URL("../../../packages/chat-widget/dist/widget.js", import.meta.url).pathname),
    /** Where the built SPA lives; the server serves it when present. */
    WEB_DIST: z.string().default(new URL("../../web/dist", import.meta.url).pathname),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    /** How many proxies in front append to X-Forwarded-For; the client is that many from the right. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    try {
      businessHoursFrom(env);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: ["BUSINESS_HOURS"], message: (error as Error).message });
    }
    if (
      env.BUSINESS_COUNTRY &&
      env.BUSINESS_COUNTRY !== "NONE" &&
      !isKnownCountry(env.BUSINESS_COUNTRY)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["BUSINESS_COUNTRY"],
        message: "is not a known country code (e.g. US, GB, DE) or none",
      });
    }
    if (env.APP_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required in production" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD go together",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is unusable; the message names every bad variable. */
export class EnvError extends Error {}

/** Parses an environment (process.env by default). The only reader of process.env. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
