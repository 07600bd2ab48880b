/**
 * The processes the throughput bench runs: the real server (as `bun run start` runs it, after
 * the web build), the bare Hono reference and a redis-server with an append-only file. Each
 * binds 127.0.0.1 on a free port; every wait is bounded; `stop()` ends the process.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, waitFor } from "../../apps/api/test/support/ports";
import { startRedisServer } from "../../apps/api/test/support/redis-server";

const ROOT = join(import.meta.dir, "..", "..");

export interface Proc {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function stopProc(proc: ReturnType<typeof Bun.spawn>) {
  proc.kill("SIGTERM");
  const exited = await Promise.race([
    proc.exited.then(() => true),
    Bun.sleep(5000).then(() => false),
  ]);
  if (!exited) {
    proc.kill("SIGKILL");
    await Promise.race([proc.exited, Bun.sleep(2000)]);
  }
}

async function waitHttp(url: string, proc: ReturnType<typeof Bun.spawn>, what: string) {
  await waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`${what} exited with ${proc.exitCode}`);
      return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
    },
    30_000,
    what,
  );
}

/** The bare Hono reference (bench/throughput/reference.ts). */
export async function startReference(): Promise<Proc> {
  const port = await freePort();
  const proc = Bun.spawn(["bun", join(import.meta.dir, "reference.ts"), String(port)], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHttp(url, proc, "the reference server");
  } catch (error) {
    await stopProc(proc);
    throw error;
  }
  return { url, pid: proc.pid, stop: () => stopProc(proc) };
}

/**
 * The JavaScriptCore settings `bun run start` gives the server (`BUN_JSC_…=…` in the root
 * package.json's start script), so the bench runs the server exactly as it is started.
 */
export function startScriptEnv(root = ROOT): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = pkg.scripts?.start ?? "";
  return Object.fromEntries(
    [...start.matchAll(/\b(BUN_JSC_\w+)=(\S+)/g)].map((m) => [m[1] as string, m[2] as string]),
  );
}

/**
 * The real server: `bun apps/api/src/index.ts` with the start script's settings and `env`, its
 * log lines going to `logFile`; `bunArgs` go before the script (e.g. `--cpu-prof`); `root` is
 * another checkout to run (with its own start script's settings).
 */
export async function startApp(
  env: Record<string, string>,
  logFile: string,
  bunArgs: string[] = [],
  root = ROOT,
): Promise<Proc> {
  const port = await freePort();
  const proc = Bun.spawn(["bun", ...bunArgs, join(root, "apps/api/src/index.ts")], {
    cwd: root,
    env: { ...process.env, ...startScriptEnv(root), ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdout: Bun.file(logFile),
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHttp(`${url}/api/health`, proc, "the server");
  } catch (error) {
    await stopProc(proc);
    throw error;
  }
  return { url, pid: proc.pid, stop: () => stopProc(proc) };
}

/**
 * A redis-server with an append-only file fsynced every second (a common production setting):
 * an acknowledged write survives a server crash, and at most a second of writes a power loss.
 */
export function startRedis(dir: string): Promise<Proc> {
  return startRedisServer({
    args: ["--dir", dir, "--appendonly", "yes", "--appendfsync", "everysec"],
  });
}

const statusMb = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  return statusMb(readFileSync(`/proc/${pid}/status`, "utf8"), "VmRSS");
}

/**
 * The same resident memory and its two parts: `anon`, the process's own memory (JS heap, JIT
 * code, malloc, SQLite's caches), and `file`, pages of mapped files (mostly the bun executable's
 * code, the same for every server), e.g. "147 MB (anon 97, file 50)".
 */
export function rssParts(pid: number): { rss: number; anon: number; file: number; text: string } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const [rss, anon, file] = ["VmRSS", "RssAnon", "RssFile"].map((f) => statusMb(status, f)) as [
    number,
    number,
    number,
  ];
  return {
    rss,
    anon,
    file,
    text: `${rss.toFixed(0)} MB (anon ${anon.toFixed(0)}, file ${file.toFixed(0)})`,
  };
}

/** CPU seconds (user + system) a process has used so far (Linux /proc, clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The limits lifted as the benches run the server: each request a distinct visitor, none refused. */
export const LIFTED_LIMITS = {
  TRUST_PROXY: "true",
  CHAT_SESSION_MESSAGES_PER_MINUTE: "1000000",
  CHAT_IP_MESSAGES_PER_MINUTE: "1000000",
  AGENT_RATE_LIMIT: "1000000",
  AGENT_BOOKING_RATE_LIMIT: "1000000",
};
