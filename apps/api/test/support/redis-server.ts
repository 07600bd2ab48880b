import { Redis } from "ioredis";
import { freePort, waitFor } from "./ports";

export interface RedisHandle {
  url: string;
  port: number;
  /** The redis-server process, e.g. to freeze it with SIGSTOP. */
  pid: number;
  stop(): Promise<void>;
}

export interface RedisOptions {
  /** Default: a free port. */
  port?: number;
  /** Extra settings, e.g. `["--appendonly", "yes", "--dir", dir]`; default none (no persistence). */
  args?: string[];
}

/** Starts a throwaway `redis-server` on 127.0.0.1 (no persistence unless `args` turn it on). */
export async function startRedisServer(options: RedisOptions = {}): Promise<RedisHandle> {
  const port = options.port ?? (await freePort());
  const proc = Bun.spawn(
    [
      "redis-server",
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      ...(options.args ?? []),
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      const probe = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on("error", () => {});
      try {
        await probe.connect();
        return (await probe.ping()) === "PONG";
      } finally {
        probe.disconnect();
      }
    },
    10_000,
    "redis-server to accept connections",
  );
  return {
    url,
    port,
    pid: proc.pid,
    async stop() {
      proc.kill();
      await Promise.race([proc.exited, Bun.sleep(5000)]);
    },
  };
}
