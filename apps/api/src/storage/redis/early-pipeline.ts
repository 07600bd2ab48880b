import { type Redis, Command as RedisCommand } from "ioredis";
import type { ScriptSend } from "./lua";
import { type Command, writeAtOnce } from "./write-at-once";

/**
 * Script calls written to Redis in one socket write per `size` calls as they are issued (the
 * rest of a turn's when the turn ends), each answered as soon as its own reply is read.
 *
 * The connection's own pipelining (pipelining.ts, as ioredis's auto-pipeline before it) holds
 * every command of a turn until the turn ends and, but for a full write (FULL_WRITE commands),
 * writes nothing while a write waits for its replies. Before it wrote full writes, under load a
 * turn handling a burst of requests (20–30 leads) left Redis idle while the server read all of
 * them, and the server while Redis wrote all of them, so the two took turns instead of working
 * at the same time, and a core stayed idle. Written early, a burst's first calls run in Redis
 * while the server still reads its last requests; and the rest of a turn's calls go at its end
 * even while a write is unanswered, where the connection's own commands short of a full write
 * wait for its replies.
 *
 * Each call is written by the connection's own sendCommand, a batch in one socket write
 * (write-at-once.ts), as pipelining.ts writes its own: so the commands waiting there are
 * written first, and every command reaches the socket in the order it was queued for its reply.
 * Calls of one request run in the order issued as long as they all go this way (a lead makes
 * one call). Each has the client's command timeout, and fails at once while the connection is
 * down.
 */
export function earlyPipeline(redis: Redis, size: number): ScriptSend {
  let waiting: Command[] = [];
  let scheduled = false;

  const write = () => {
    const batch = waiting;
    waiting = [];
    // Through the connection's sendCommand (pipelining.ts): the commands waiting there go first.
    if (batch.length)
      writeAtOnce(redis, batch, (command, into) => redis.sendCommand(command, into));
  };
  const onTurnEnd = () => {
    scheduled = false;
    write();
  };

  return (sha, numKeys, keysAndArgs) => {
    const command = new RedisCommand(
      "evalsha",
      [sha, numKeys, ...(keysAndArgs as (string | number)[])],
      { replyEncoding: "utf8" },
    ) as unknown as Command;
    waiting.push(command);
    if (waiting.length >= size) write();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(onTurnEnd);
    }
    return command.promise;
  };
}
