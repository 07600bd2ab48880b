import { pages } from "@repo/site-content";
import { prepareFrontDesk } from "./ai/prepare";
import { createApp } from "./app";
import { buildDeps } from "./deps";
import { EnvError, parseEnv } from "./env";
import { createLogger } from "./lib/logger";
import { startMemoryTrim } from "./lib/memory-trim";
import { serve } from "./server";
import { seedAdmin } from "./services/auth";
import { startBackgroundWork } from "./services/background";
import { prerenderPublicPages } from "./services/prerender";
import { setStoredJsonWarn } from "./storage/stored-json";

/** A configuration problem ends the start with its message (naming the variable), no stack. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Entry point: read the environment, build the dependencies, serve on PORT. */
async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger(env.LOG_LEVEL);
  // A stored record that does not decode is told in the app's log lines, not on stderr.
  setStoredJsonWarn((fields, msg) => logger.warn(fields, msg));
  const deps = await buildDeps(env, logger).catch(exitOnConfigError);
  await seedAdmin(deps);
  const app = createApp(deps);
  // The front desk's word lists and index, built before the first visitor asks (not during).
  prepareFrontDesk(deps.brand);
  const { server, shutdown, served } = serve(app, deps, { port: env.PORT, hostname: env.HOST });
  logger.info(
    {
      url: `http://localhost:${server.port}`,
      environment: env.APP_ENV,
      storage: deps.storage.type,
      ...deps.components,
    },
    "server listening",
  );

  const background = startBackgroundWork(deps);
  const stopTrim = startMemoryTrim({ served });
  void prerenderPublicPages(env.WEB_DIST, deps.brand, logger, [
    ...pages.map((p) => p.path),
    "/404",
  ]);

  // Requests in flight finish (up to SHUTDOWN_GRACE_MS), open streams end, and the process
  // exits within 10 s even if something hangs.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), 9500).unref();
    await shutdown();
    stopTrim();
    await background.stop();
    await deps.storage.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
