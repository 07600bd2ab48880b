import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor } from "../../apps/api/test/support/ports";

export const E2E_ADMIN = { email: "owner@example.com", password: "correct horse battery" };

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Stops the process; removes DATA_DIR unless `keepData` (to restart on the same data). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

const root = new URL("../..", import.meta.url).pathname;

/**
 * Starts the real server (`apps/api/src/index.ts`, serving the built SPA from apps/web/dist)
 * on a free 127.0.0.1 port with a temp DATA_DIR, and waits until it answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-"));
  const proc = Bun.spawn(["bun", "apps/api/src/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ENV: "development",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
      DATA_DIR: dataDir,
    },
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
    await Promise.race([proc.exited, Bun.sleep(5000)]);
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
  return { url, dataDir, output: () => output, stop };
}
