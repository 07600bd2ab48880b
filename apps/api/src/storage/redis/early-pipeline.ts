import type { ChainableCommander, Redis } from "ioredis";
import type { ScriptSend } from "./lua";

/**
 * Script calls written to Redis in pipelines of at most `size` calls as they are issued (the
 * rest of a turn's at its end), each answered as soon as its own reply is read.
 *
 * The client's auto-pipeline holds every command of a turn until the turn ends, answers none
 * before the last reply of its pipeline, and sends no pipeline while one is in flight. Under
 * load, a turn handles a burst of requests (20–30 leads): Redis then sat idle while the server
 * read all of them, and the server while Redis wrote all of them, so the two alternated instead
 * of working at the same time, and a core stayed idle. Written early, a burst's first calls
 * run in Redis while the server still reads its last requests.
 *
 * Calls of one request still run in the order issued as long as they all go this way (leads
 * make one call). Every pipeline's commands have the client's command timeout, and fail at once
 * while the connection is down, as auto-pipelined ones do.
 */
export function earlyPipeline(redis: Redis, size: number): ScriptSend {
  let pipeline: ChainableCommander | null = null;
  let queued = 0;
  const flush = () => {
    const out = pipeline;
    pipeline = null;
    queued = 0;
    // Each call's own callback answers it; the pipeline's promise only repeats them.
    out?.exec().catch(() => {});
  };
  return (sha, numKeys, keysAndArgs) =>
    new Promise((resolve, reject) => {
      if (!pipeline) {
        pipeline = redis.pipeline();
        setImmediate(flush);
      }
      pipeline.evalsha(sha, numKeys, ...(keysAndArgs as string[]), (error, result) =>
        error ? reject(error) : resolve(result),
      );
      if (++queued >= size) flush();
    });
}
