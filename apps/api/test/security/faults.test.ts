/**
 * A bad day: Redis killed, frozen (SIGSTOP) and full (maxmemory), and SIGTERM under load. Each
 * fault gets servers of its own on free ports. Requests answer at once (503, never a hang),
 * the server recovers without a restart, and no acknowledged write is lost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  leadCreatedSchema,
  leadSchema,
  loginResponseSchema,
  systemInfoSchema,
} from "@repo/schemas";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../support/app";
import { waitFor } from "../support/ports";
import { type RedisHandle, startRedisServer } from "../support/redis-server";
import { readData, readError, readJson } from "../support/responses";
import { jsonInit, type Served, serveApp } from "../support/server";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/** Longer than any answer may take: a request still open then has hung. */
const HANG_MS = 4000;

/** Sends leads, one at a time, and remembers which ones the server acknowledged. */
function leadWriter(base: () => string) {
  let n = 0;
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  return {
    acknowledged,
    statuses,
    async write(message = "Hello"): Promise<number> {
      const i = n++;
      const res = await fetch(
        `${base()}/api/leads`,
        jsonInit(
          { type: "contact", name: `Writer ${i}`, email: `writer${i}@example.com`, message },
          { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        ),
      ).then(
        (r) => r,
        () => null, // connection refused: the server is gone
      );
      const status = res?.status ?? 0;
      statuses.push(status);
      if (res?.status === 201) {
        acknowledged.push((await readData(res, leadCreatedSchema)).id);
      } else await res?.body?.cancel();
      return status;
    },
  };
}

/** How many acknowledged leads the server cannot find now. */
async function countLost(base: string, authorization: string, ids: string[]): Promise<number> {
  let lost = 0;
  for (const id of ids) {
    const res = await fetch(`${base}/api/leads/${id}`, { headers: { authorization } });
    if (res.status !== 200) lost++;
    else expect((await readData(res, leadSchema)).id).toBe(id);
  }
  return lost;
}

/** A request that must answer (anything) before HANG_MS. */
const answered = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });

describe("Redis faults", () => {
  let redis: RedisHandle;
  let dir: string;
  let s: Served;
  let authorization: string;

  /** Redis with every acknowledged write fsynced to its AOF before the reply. */
  const startDurableRedis = (extra: string[] = [], port?: number) =>
    startRedisServer({
      port,
      args: ["--appendonly", "yes", "--appendfsync", "always", "--dir", dir, ...extra],
    });

  const startApp = async (redisUrl: string) => {
    s = await serveApp("redis", { REDIS_URL: redisUrl, TRUST_PROXY: "true" });
    authorization = (await s.t.login()).authorization;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "redis-fault-"));
  });
  afterEach(async () => {
    await s?.stop().catch(() => {});
    try {
      process.kill(redis.pid, "SIGCONT");
    } catch {
      // already gone
    }
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(join(tmpdir(), "redis-fault-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("killed: 503 while it is down, recovery without a restart, no acknowledged lead lost", async () => {
    redis = await startDurableRedis();
    await startApp(redis.url);
    const writer = leadWriter(() => s.url);
    for (let i = 0; i < 20; i++) expect(await writer.write()).toBe(201);

    process.kill(redis.pid, "SIGKILL");
    await waitFor(async () => (await writer.write()) === 503, 5000, "a 503 from the dead store");
    for (let i = 0; i < 5; i++) expect(await writer.write()).toBe(503);
    const health = await answered(`${s.url}/api/health`);
    expect(health.status).toBe(503);

    redis = await startDurableRedis([], redis.port);
    await waitFor(async () => (await writer.write()) === 201, 10_000, "writes to succeed again");
    for (let i = 0; i < 5; i++) expect(await writer.write()).toBe(201);

    expect(writer.statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const lost = await countLost(s.url, authorization, writer.acknowledged);
    console.info(`Redis killed: ${writer.acknowledged.length} leads acknowledged, ${lost} lost`);
    expect(lost).toBe(0);
  });

  it("frozen: every request, health included, answers 503 instead of hanging", async () => {
    redis = await startDurableRedis();
    await startApp(redis.url);
    const writer = leadWriter(() => s.url);
    for (let i = 0; i < 10; i++) expect(await writer.write()).toBe(201);

    process.kill(redis.pid, "SIGSTOP");
    const requests: [string, RequestInit?][] = [
      ["/api/health"],
      ["/api/leads", jsonInit({ type: "contact", name: "Frozen", email: "f@example.com" })],
      ["/api/leads", { headers: { authorization } }],
      ["/api/chat/session", jsonInit({})],
      ["/api/auth/login", jsonInit(ADMIN)],
    ];
    for (const [path, init] of requests) {
      const res = await answered(`${s.url}${path}`, init);
      expect(res.status, path).toBe(503);
      expect((await readError(res)).code).toBe("store_unavailable");
    }

    process.kill(redis.pid, "SIGCONT");
    await waitFor(async () => (await writer.write()) === 201, 10_000, "writes after the thaw");
    const lost = await countLost(s.url, authorization, writer.acknowledged);
    console.info(`Redis frozen: ${writer.acknowledged.length} leads acknowledged, ${lost} lost`);
    expect(lost).toBe(0);
  });

  it("out of memory: writes answer 503, health says so, reads go on, nothing acknowledged is lost", async () => {
    redis = await startDurableRedis(["--maxmemory", "3mb", "--maxmemory-policy", "noeviction"]);
    await startApp(redis.url);
    const writer = leadWriter(() => s.url);
    const big = "x".repeat(4000);
    for (let i = 0; i < 3000; i++) {
      const status = await writer.write(big);
      if (status !== 201) break;
    }
    expect(writer.statuses.at(-1)).toBe(503);
    expect(writer.acknowledged.length).toBeGreaterThan(0);
    expect((await answered(`${s.url}/api/health`)).status).toBe(503);

    const lost = await countLost(s.url, authorization, writer.acknowledged);
    console.info(`Redis full: ${writer.acknowledged.length} leads acknowledged, ${lost} lost`);
    expect(lost).toBe(0);
  });
});

describe("Redis without persistence", () => {
  const started: { stop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of started.reverse()) await handle.stop();
  });

  it("is reported at start and in system info, and a restart of it does not split the token secret", async () => {
    let redis = await startRedisServer();
    started.push({ stop: () => redis.stop() });
    const env = { REDIS_URL: redis.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const a = await startServerProcess(env);
    started.push({ stop: () => a.stop({ keepData: true }) });
    expect(a.output()).toContain("Redis has no persistence");
    const tokenFrom = async (server: ServerProcess) =>
      `Bearer ${(await readJson(await fetch(`${server.url}/api/auth/login`, jsonInit(ADMIN)), loginResponseSchema)).token}`;
    const info = await fetch(`${a.url}/api/leads/system-info`, {
      headers: { authorization: await tokenFrom(a) },
    });
    const data = await readData(info, systemInfoSchema);
    expect(data.components.persistence).toMatch(/^NONE/);

    // Redis restarts empty; a process started afterwards must sign tokens the older one accepts.
    await redis.stop();
    redis = await startRedisServer({ port: redis.port });
    const b = await startServerProcess({ ...env, DATA_DIR: a.dataDir });
    started.push({ stop: () => b.stop() });
    const token = await tokenFrom(b);
    for (const server of [a, b]) {
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: token } });
      expect(me.status, server.url).toBe(200);
    }
  });

  it("a Redis that refuses CONFIG is reported as unknown and does not stop the start", async () => {
    const redis = await startRedisServer({ args: ["--rename-command", "CONFIG", ""] });
    started.push(redis);
    const s = await serveApp("redis", { REDIS_URL: redis.url });
    started.push(s);
    expect(s.t.deps.components.persistence).toMatch(/^unknown/);
    expect((await s.fetch("/api/health")).status).toBe(200);
  });
});

describe("an unusable DATA_DIR", () => {
  it("stops the start with a message naming the variable, not a driver stack", async () => {
    const dir = mkdtempSync(join(tmpdir(), "data-dir-"));
    const notAFolder = join(dir, "file");
    await Bun.write(notAFolder, "");
    const proc = Bun.spawn(["bun", "apps/api/src/index.ts"], {
      cwd: new URL("../../../..", import.meta.url).pathname,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: join(notAFolder, "data"), PORT: "0" },
      stdout: "pipe",
      stderr: "pipe",
    });
    const exitCode = await Promise.race([proc.exited, Bun.sleep(15_000).then(() => null)]);
    if (exitCode === null) proc.kill("SIGKILL");
    const stderr = await new Response(proc.stderr).text();
    rmSync(dir, { recursive: true, force: true });
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/^DATA_DIR: cannot open the database in ".*"/);
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe("SIGTERM under load", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("ends open streams, finishes requests in flight, exits in time and loses no acknowledged lead", async () => {
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "true" };
    server = await startServerProcess(env);
    const first = server;
    const login = await fetch(`${first.url}/api/auth/login`, jsonInit(ADMIN));
    const { token } = await readJson(login, loginResponseSchema);
    const authorization = `Bearer ${token}`;

    // The blog agent's progress stream stays open for up to 5 minutes on its own.
    const stream = await fetch(`${first.url}/api/admin/blog-agent/stream/run-1`, {
      headers: { authorization },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read(); // ": ready"
    const streamEnded = (async () => {
      while (reader && !(await reader.read().catch(() => ({ done: true }))).done) {}
    })();

    // Four writers keep sending leads while the signal arrives.
    const writer = leadWriter(() => first.url);
    let stop = false;
    const load = Array.from({ length: 4 }, async () => {
      while (!stop && (await writer.write()) !== 0) {}
    });
    await waitFor(async () => writer.acknowledged.length >= 40, 20_000, "leads under load");

    const signalledAt = Date.now();
    first.proc.kill("SIGTERM");
    const exitCode = await Promise.race([first.proc.exited, Bun.sleep(15_000).then(() => null)]);
    const exitedAfterMs = Date.now() - signalledAt;
    stop = true;
    await Promise.race([streamEnded, Bun.sleep(1000)]);
    await Promise.all(load);

    expect(exitCode).toBe(0);
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(writer.statuses.filter((status) => status >= 500)).toEqual([]);

    // The same data, a new process: every acknowledged lead is there.
    server = await startServerProcess({ ...env, DATA_DIR: first.dataDir });
    const again = await fetch(`${server.url}/api/auth/login`, jsonInit(ADMIN));
    const fresh = `Bearer ${(await readJson(again, loginResponseSchema)).token}`;
    const lost = await countLost(server.url, fresh, writer.acknowledged);
    console.info(
      `SIGTERM: exit ${exitCode} after ${exitedAfterMs} ms; ${writer.acknowledged.length} leads acknowledged, ${lost} lost`,
    );
    expect(lost).toBe(0);
  });
});
