/**
 * The SQLite statements one request runs, with their count and time per request: the real app
 * in this process (SQLite, logging off, limits lifted, a distinct visitor per request), one
 * request after another, so each one commits alone (under load, commits are shared by a group).
 * Run: `bun bench/throughput/statements.ts chat|mcpAsk|leads [--requests N]`
 */
import { Database, type Statement } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../apps/api/src/app";
import { buildDeps } from "../../apps/api/src/deps";
import { parseEnv } from "../../apps/api/src/env";
import { createLogger } from "../../apps/api/src/lib/logger";
import { QUESTIONS } from "./questions";
import { leadBodies } from "./routes";

const route = process.argv[2] ?? "chat";
const flag = process.argv.indexOf("--requests");
const REQUESTS = flag > 0 ? Number(process.argv[flag + 1]) : 2000;

const spent = new Map<string, { runs: number; ms: number }>();
let counting = false;
const count = (label: string, started: number) => {
  const entry = spent.get(label) ?? { runs: 0, ms: 0 };
  entry.runs++;
  entry.ms += performance.now() - started;
  spent.set(label, entry);
};

// bun:sqlite sets a statement's run/get/all on the instance, so each prepared one is wrapped.
const timed = (statement: Statement, sql: string) => {
  const label = sql.replace(/\s+/g, " ").trim().slice(0, 110);
  for (const method of ["run", "get", "all", "values"] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (!counting) return original(...args);
      const started = performance.now();
      try {
        return original(...args);
      } finally {
        count(`${method} ${label}`, started);
      }
    };
  }
  return statement;
};
const prototype = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["query", "prepare"]) {
  const original = prototype[method] as (
    this: Database,
    sql: string,
    ...rest: unknown[]
  ) => Statement;
  prototype[method] = function (this: Database, sql: unknown, ...rest: unknown[]) {
    return timed(original.call(this, sql as string, ...rest), sql as string);
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-statements-"));
const env = parseEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  WEB_DIST: join(dataDir, "none"),
  TRUST_PROXY: "true",
  CHAT_SESSION_MESSAGES_PER_MINUTE: "1000000",
  CHAT_IP_MESSAGES_PER_MINUTE: "1000000",
  LEADS_PER_HOUR: "1000000",
  MCP_REQUESTS_PER_MINUTE: "1000000",
});
const deps = await buildDeps(env, createLogger("silent"), {});
const app = createApp(deps);
const post = (path: string, body: string, visitor: number, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      ...headers,
    },
    body,
  });

const sessions: string[] = [];
if (route === "chat")
  for (let i = 0; i < 64; i++) {
    const res = await post("/api/chat/session", "{}", i);
    sessions.push(((await res.json()) as { sessionId: string }).sessionId);
  }
const request = (i: number) => {
  const question = QUESTIONS[i % QUESTIONS.length];
  if (route === "chat")
    return post(
      "/api/chat/message",
      JSON.stringify({ sessionId: sessions[i % 64], message: question }),
      i,
    );
  if (route === "mcpAsk")
    return post(
      "/api/nlweb/mcp",
      JSON.stringify({
        jsonrpc: "2.0",
        id: i,
        method: "tools/call",
        params: { name: "ask", arguments: { query: question } },
      }),
      i,
      { accept: "application/json, text/event-stream" },
    );
  if (route === "leads") return post("/api/leads", leadBodies[i % leadBodies.length] ?? "", i);
  throw new Error(`unknown route ${route}: chat, mcpAsk or leads`);
};

counting = true;
for (let i = 0; i < REQUESTS; i++) {
  const res = await request(i);
  if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
counting = false;

let statements = 0;
let ms = 0;
console.log(`${route}: SQLite statements per request (${REQUESTS} requests, one at a time)\n`);
console.log("  runs      µs  statement");
for (const [label, entry] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
  statements += entry.runs;
  ms += entry.ms;
  const runs = (entry.runs / REQUESTS).toFixed(2).padStart(6);
  console.log(`${runs} ${((entry.ms / REQUESTS) * 1000).toFixed(1).padStart(7)}  ${label}`);
}
console.log(
  `\n${(statements / REQUESTS).toFixed(1)} statements, ${((ms / REQUESTS) * 1000).toFixed(1)} µs per request`,
);
await deps.storage.close();
rmSync(dataDir, { recursive: true, force: true });
