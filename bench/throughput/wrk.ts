/**
 * Runs Debian's wrk (1 thread, 32 connections) with a generated Lua script: each request gets
 * its own X-Forwarded-For (a distinct visitor) and a body from a rotating list; the script's
 * `done` prints the figures as one JSON line, parsed here. wrk's Lua is LuaJIT (5.1).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  /** Bodies used in turn; none for GET. */
  bodies?: string[];
  /** Seconds of load. */
  seconds: number;
  connections?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx/3xx answers, connection errors and timeouts. */
  errors: number;
  /** Server CPU time per request (µs), when the server's pid was given: steadier than req/s
   * on a machine shared with other work. */
  cpuUsPerRequest?: number;
}

const luaString = (s: string) =>
  `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

function script(spec: LoadSpec): string {
  const path = new URL(spec.url);
  const headers = Object.entries(spec.headers ?? {})
    .map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`)
    .join(", ");
  const bodies = (spec.bodies ?? []).map(luaString).join(",\n  ");
  // A random start so runs never reuse the addresses (and rate-limit counters) of earlier runs.
  const base = Math.floor(Math.random() * 2 ** 23);
  return `
local counter = ${base}
local headers = { ${headers} }
local bodies = { ${bodies} }
local path = ${luaString(path.pathname + path.search)}
request = function()
  counter = counter + 1
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d",
    math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256)
  local body = nil
  if #bodies > 0 then body = bodies[(counter % #bodies) + 1] end
  return wrk.format(${luaString(spec.method)}, path, headers, body)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

/** One wrk run; throws when wrk fails or prints no figures. */
export async function runWrk(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "bench-wrk-"));
  const file = join(dir, "script.lua");
  writeFileSync(file, script(spec));
  try {
    const proc = Bun.spawn(
      [
        "wrk",
        "-t1",
        `-c${spec.connections ?? 32}`,
        `-d${spec.seconds}s`,
        "--timeout",
        "5s",
        "-s",
        file,
        spec.url,
      ],
      { stdout: "pipe", stderr: "pipe" },
    );
    const killer = setTimeout(() => proc.kill(), (spec.seconds + 30) * 1000);
    const [out, err] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
    ]);
    await proc.exited;
    clearTimeout(killer);
    const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
    if (!line) throw new Error(`wrk printed no figures (exit ${proc.exitCode}): ${out}${err}`);
    const r = JSON.parse(line.slice(9)) as {
      requests: number;
      duration_us: number;
      errors: number;
      p50_us: number;
      p99_us: number;
    };
    return {
      requests: r.requests,
      rps: r.requests / (r.duration_us / 1e6),
      p50Ms: r.p50_us / 1000,
      p99Ms: r.p99_us / 1000,
      errors: r.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
