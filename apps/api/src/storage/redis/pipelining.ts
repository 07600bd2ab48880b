import type { Redis } from "ioredis";
import { type Command, writeAtOnce } from "./write-at-once";

/** Fails the commands of a write not answered in time (as ioredis's command timeout does). */
const expire = (batch: Command[]) => {
  for (const command of batch)
    if (!command.isSettled) command.reject(new Error("Command timed out"));
};

/**
 * Commands waiting that go out at once: without waiting for the write in flight or the turn's end.
 * Held until a write's replies came, a server's requests moved in step: the event loop answered
 * a turn's requests while Redis waited for their commands, then slept while Redis ran them (an
 * MCP `ask` costs Redis 110–140 µs; our main thread slept 12–15 % of the time under load). Written
 * four at a time, Redis starts on them while the rest of the turn is answered: asleep 2–3 %;
 * `ask` and chat +10–20 % req/s in paired rounds, their medians +3–5 % over whole bench runs
 * (bench/RESULTS.md, 2026-11-27 10:00–11:26); a socket write per four commands at most.
 */
export const FULL_WRITE = 4;

/**
 * Pipelines every command of the connection as ioredis's auto-pipelining did, for less CPU: the
 * commands of all requests issued in the same turn of the event loop go out together (a socket
 * write per command costs more than the command), and while such a write waits for its replies
 * the commands issued meanwhile wait too, then go out together; any FULL_WRITE commands waiting
 * go out at once. Several writes may then be unanswered: the replies of any of them let the
 * commands waiting go (as measured; holding them until every write is answered would delay them
 * further). ioredis wrapped each command in a pipeline of its own making (a Pipeline object per
 * write, a second promise and a deferred callback per command), ~5 % of a chat message's CPU on
 * Redis; here each command is written as it is, by the connection's own sendCommand, in the
 * order issued.
 *
 * Commands written another way (a pipeline or MULTI of the caller's, and everything sent while
 * the connection is not ready: its handshake, or failing at once when it is down) first write
 * the ones waiting, so the order issued holds for every command.
 *
 * A command not answered `timeoutMs` after it was issued fails (the API answers 503), however
 * long it waited behind a write in flight: the commands of one write (up to FULL_WRITE of them
 * when it is full, a turn's otherwise) share one timer, armed from when the oldest of them was
 * issued, instead of a timer each (~0.25 µs a command).
 */
export function pipelineCommands(redis: Redis, timeoutMs: number): void {
  const send = redis.sendCommand.bind(redis);
  let waiting: Command[] = [];
  let scheduled = false;
  /** Set by each write and cleared by the replies of any: commands short of a full write wait. */
  let inFlight = false;
  /** When the oldest command waiting was issued: no command waits more than timeoutMs in all. */
  let oldest = 0;

  const writeWaiting = () => {
    const batch = waiting;
    if (!batch.length) return;
    waiting = [];
    writeAtOnce(redis, batch, send);
    // Replies come in order: the last command's settles after every other's.
    inFlight = true;
    const timer = setTimeout(expire, Math.max(0, oldest + timeoutMs - performance.now()), batch);
    const done = () => {
      clearTimeout(timer);
      answered();
    };
    (batch[batch.length - 1] as Command).promise.then(done, done);
  };
  const answered = () => {
    inFlight = false;
    writeWaiting();
  };
  const onTurnEnd = () => {
    scheduled = false;
    if (!inFlight) writeWaiting();
  };

  redis.sendCommand = ((command: Command, stream?: unknown) => {
    if (stream || redis.status !== "ready") {
      writeWaiting();
      command.setTimeout(timeoutMs);
      return send(command, stream as never);
    }
    if (!waiting.length) oldest = performance.now();
    waiting.push(command);
    if (waiting.length >= FULL_WRITE) writeWaiting();
    else if (!scheduled && !inFlight) {
      scheduled = true;
      setImmediate(onTurnEnd);
    }
    return command.promise;
  }) as Redis["sendCommand"];
}
