import { Redis } from "ioredis";
import { freePort, waitFor } from "./ports";

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

/** Starts a throwaway `redis-server` on a free 127.0.0.1 port (no persistence). */
export async function startRedisServer(): Promise<RedisHandle> {
  const port = await freePort();
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
    async stop() {
      proc.kill();
      await Promise.race([proc.exited, Bun.sleep(5000)]);
    },
  };
}
