import type { Redis } from "ioredis";

type Chunk = string | Buffer;
/** A command as the connection's sendCommand takes it. */
export type Command = Parameters<Redis["sendCommand"]>[0] & {
  promise: Promise<unknown>;
  isSettled: boolean;
  reject(error: Error): void;
  setTimeout(ms: number): void;
};

/**
 * Writes `commands` to the connection's socket in one write: each is encoded by `send` (the
 * connection's sendCommand, which also queues it for its reply) into a collector, then the
 * collected bytes go out at once (a socket write per command costs more than the command). A
 * command that fails before it is written fails alone; the others still go.
 */
export function writeAtOnce(
  redis: Redis,
  commands: readonly Command[],
  send: (command: Command, into: never) => unknown,
): void {
  let text = "";
  let chunks: Chunk[] | null = null;
  const collector = {
    isPipeline: true,
    destination: { redis },
    write(chunk: Chunk) {
      if (typeof chunk === "string") text += chunk;
      else {
        chunks ??= [];
        if (text) chunks.push(text);
        chunks.push(chunk);
        text = "";
      }
    },
  };
  for (const command of commands)
    try {
      send(command, collector as never);
    } catch (error) {
      command.reject(error as Error);
    }
  const parts = chunks as Chunk[] | null;
  if (parts) {
    if (text) parts.push(text);
    redis.stream.write(
      Buffer.concat(parts.map((c) => (typeof c === "string" ? Buffer.from(c) : c))),
    );
  } else if (text) redis.stream.write(text);
}
