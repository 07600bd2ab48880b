import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loginResponseSchema } from "@repo/schemas";
import { inject } from "vitest";
import { createApp } from "../../src/app";
import type { Deps } from "../../src/context";
import { buildDeps } from "../../src/deps";
import { parseEnv } from "../../src/env";
import { createLogger } from "../../src/lib/logger";
import { seedAdmin } from "../../src/services/auth";
import { readJson } from "./responses";

export type Backend = "sqlite" | "redis";
export const backends: Backend[] = ["sqlite", "redis"];

export const ADMIN = { email: "owner@example.com", password: "correct horse battery" };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** Logs in as the seeded admin; returns the bearer header. */
  login(): Promise<{ authorization: string }>;
  /** `app.request` with a JSON body. */
  json(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
  /** The beginning of every Redis key of this app (unused on SQLite). */
  redisPrefix: string;
}

/**
 * The real app on a real back end: a temp SQLite file, or the test Redis under a unique key
 * prefix (no global wipes). `env` overrides any variable; `redisPrefix` lets two apps share
 * one store (as two server processes on one Redis would).
 */
export async function buildTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  opts: { redisPrefix?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "app-test-"));
  const parsed = parseEnv({
    APP_ENV: "development",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-dist"),
    ...(backend === "redis" ? { REDIS_URL: inject("redisUrl") } : {}),
    ...env,
  });
  const redisPrefix = opts.redisPrefix ?? `test:${crypto.randomUUID()}:`;
  const deps = await buildDeps(parsed, createLogger(parsed.LOG_LEVEL), { redisPrefix });
  await seedAdmin(deps);
  const app = createApp(deps);

  const json: TestApp["json"] = (method, path, body, headers = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    );

  return {
    app,
    deps,
    json,
    redisPrefix,
    async login() {
      const res = await json("POST", "/api/auth/login", ADMIN);
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      const { token } = await readJson(res, loginResponseSchema);
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      // The directory goes even when closing the store fails (a test that stopped its Redis).
      try {
        await deps.storage.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
