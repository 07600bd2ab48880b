import { Command, type Redis } from "ioredis";
import type { ScriptSend } from "./lua";

type Chunk = string | Buffer;

/**
 * Script calls written to Redis in one socket write per `size` calls as they are issued (the
 * rest of a turn's when the turn ends), each answered as soon as its own reply is read.
 *
 * The connection's own pipelining (pipelining.ts, as ioredis's auto-pipeline before it) holds
 * every command of a turn until the turn ends and writes nothing while a write waits for its
 * replies. Under load a turn handles a burst of requests (20–30 leads): Redis then sat idle
 * while the server read all of them, and the server while Redis wrote all of them, so the two
 * took turns instead of working at the same time, and a core stayed idle. Written early, a
 * burst's first calls run in Redis while the server still reads its last requests.
 *
 * Each call is a command sent by the connection's own sendCommand into a collector, the
 * collected text written at once in the same step, as pipelining.ts does: so the commands
 * waiting there are written first, and every command reaches the socket in the order it was
 * queued for its reply. Calls of one request run in the order issued as long as they all go
 * this way (a lead makes one call). Each has the client's command timeout, and fails at once
 * while the connection is down.
 */
export function earlyPipeline(redis: Redis, size: number): ScriptSend {
  let waiting: Command[] = [];
  let scheduled = false;

  const write = () => {
    const batch = waiting;
    waiting = [];
    if (!batch.length) return;
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
    for (const command of batch)
      try {
        redis.sendCommand(command, collector as never);
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
  };
  const onTurnEnd = () => {
    scheduled = false;
    write();
  };

  return (sha, numKeys, keysAndArgs) => {
    const command = new Command(
      "evalsha",
      [sha, numKeys, ...(keysAndArgs as (string | number)[])],
      {
        replyEncoding: "utf8",
      },
    );
    waiting.push(command);
    if (waiting.length >= size) write();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(onTurnEnd);
    }
    return command.promise;
  };
}
