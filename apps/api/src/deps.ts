import { resolveBrand } from "@repo/site-content";
import { configureKnowledge } from "./ai/knowledge";
import { createLlm } from "./ai/llm";
import type { Deps } from "./context";
import type { Env } from "./env";
import { systemClock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import { resolveJwtSecret } from "./services/auth";
import { createStorage } from "./storage";

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
  });
  const jwtSecret = await resolveJwtSecret({ storage, env });
  const llm = createLlm(env);
  configureKnowledge(
    resolveBrand({
      companyName: env.SITE_NAME,
      email: env.SITE_EMAIL,
      bookingUrl: env.SITE_BOOKING_URL,
      siteUrl: env.SITE_URL,
    }),
  );
  return {
    env,
    storage,
    logger,
    clock: systemClock,
    jwtSecret,
    llm,
    components: { llm: llm?.label ?? "built-in", assistant: llm ? "llm+built-in" : "built-in" },
  };
}
