import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { freePort, waitFor } from "./ports";

export interface ServerProcess {
  url: string;
  dataDir: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Stops the process; removes DATA_DIR unless `keepData` (to restart on the same data). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

const root = new URL("../../../..", import.meta.url).pathname;

/**
 * Starts the real server (`bun apps/api/src/index.ts`) as its own process on a free 127.0.0.1
 * port with a temp DATA_DIR (unless given), and waits until /api/health answers.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "server-"));
  const proc = Bun.spawn(["bun", "apps/api/src/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ENV: "development",
      LOG_LEVEL: "warn",
      ...env,
      DATA_DIR: dataDir,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output += new TextDecoder().decode(chunk);
  };
  void collect(proc.stdout);
  void collect(proc.stderr);

  const url = `http://127.0.0.1:${port}`;
  const stop = async ({ keepData = false } = {}) => {
    proc.kill();
    await Promise.race([proc.exited, Bun.sleep(10_000)]);
    if (proc.exitCode === null) proc.kill("SIGKILL");
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => (await fetch(`${url}/api/health`)).ok,
      20_000,
      `the server on ${url}`,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, dataDir, proc, output: () => output, stop };
}
