/**
 * Runs evaluation cases through the real chat API (routes, services, storage on a temp SQLite
 * file) and scores each answer against what it must and must not say.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app";
import { buildDeps } from "../src/deps";
import { parseEnv } from "../src/env";
import { createLogger } from "../src/lib/logger";
import { type Category, type EvalCase, type Expect, NEVER } from "./types";

export interface CaseResult {
  case: EvalCase;
  answer: string;
  missing: Expect[];
  violations: Expect[];
  passed: boolean;
}

export interface EvalReport {
  results: CaseResult[];
  passed: number;
  total: number;
  /** Cases whose answer said something it must not. */
  violations: number;
  byCategory: Map<Category, { passed: number; total: number }>;
}

function found(answer: string, expect: Expect): boolean {
  if (expect instanceof RegExp) return expect.test(answer);
  const options = typeof expect === "string" ? [expect] : expect;
  const lower = answer.toLowerCase();
  return options.some((o) => lower.includes(o.toLowerCase()));
}

export function score(c: EvalCase, answer: string): CaseResult {
  const missing = (c.must ?? []).filter((e) => !found(answer, e));
  const violations = [...(c.mustNot ?? []), ...NEVER].filter((e) => found(answer, e));
  return {
    case: c,
    answer,
    missing,
    violations,
    passed: !missing.length && !violations.length,
  };
}

/** Env for the evaluated app: the caller's (a model if configured), limits out of the way. */
function evalEnv(dataDir: string, extra: Record<string, string | undefined>) {
  return parseEnv({
    ...extra,
    APP_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-dist"),
    CHAT_SESSION_MESSAGES_PER_MINUTE: "100000",
    CHAT_IP_MESSAGES_PER_MINUTE: "1000000",
  });
}

/** Runs every case in its own session; `env` may configure a model (OPENAI_*). */
export async function runEval(
  cases: readonly EvalCase[],
  env: Record<string, string | undefined> = {},
): Promise<EvalReport> {
  const dataDir = mkdtempSync(join(tmpdir(), "eval-assistant-"));
  const parsed = evalEnv(dataDir, env);
  const deps = await buildDeps(parsed, createLogger("silent"));
  const app = createApp(deps);
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(data)}`);
    return data;
  };
  const session = async (visitorId?: string) =>
    (await post("/api/chat/session", { visitorId, timeZone: "America/Denver" })) as {
      sessionId: string;
      visitorId: string;
    };
  const say = async (sessionId: string, message: string) =>
    String((await post("/api/chat/message", { sessionId, message })).response ?? "");

  const results: CaseResult[] = [];
  try {
    for (const c of cases) {
      let visitorId: string | undefined;
      if (c.earlierSession) {
        const earlier = await session();
        visitorId = earlier.visitorId;
        for (const m of c.earlierSession) await say(earlier.sessionId, m);
      }
      const { sessionId } = await session(visitorId);
      for (const m of c.before ?? []) await say(sessionId, m);
      results.push(score(c, await say(sessionId, c.ask)));
    }
  } finally {
    await deps.storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const byCategory = new Map<Category, { passed: number; total: number }>();
  for (const r of results) {
    const entry = byCategory.get(r.case.category) ?? { passed: 0, total: 0 };
    entry.total++;
    if (r.passed) entry.passed++;
    byCategory.set(r.case.category, entry);
  }
  return {
    results,
    passed: results.filter((r) => r.passed).length,
    total: results.length,
    violations: results.filter((r) => r.violations.length).length,
    byCategory,
  };
}

const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : "0.0");

/** A printable summary: score per category, overall, and optionally each failure. */
export function formatReport(label: string, report: EvalReport, failures = true): string {
  const lines = [
    `${label}: ${report.passed}/${report.total} = ${pct(report.passed, report.total)} %, ${report.violations} must-not violations`,
  ];
  for (const [category, { passed, total }] of report.byCategory) {
    lines.push(
      `  ${category.padEnd(14)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${pct(passed, total).padStart(5)} %`,
    );
  }
  if (failures) {
    for (const r of report.results.filter((x) => !x.passed)) {
      const why = [
        r.missing.length && `missing ${r.missing.map(String).join(" | ")}`,
        r.violations.length && `SAID ${r.violations.map(String).join(" | ")}`,
      ]
        .filter(Boolean)
        .join("; ");
      lines.push(
        `  ✗ [${r.case.category}] ${r.case.ask}\n      ${why}\n      → ${r.answer.replace(/\s+/g, " ").slice(0, 300)}`,
      );
    }
  }
  return lines.join("\n");
}
