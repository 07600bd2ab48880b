/**
 * Node's `TracingChannel#hasSubscribers` (Node 20.13+), which Bun's diagnostics_channel lacks.
 * pino (its JSON serialiser) and ioredis (every command) skip their tracing wrapper only when
 * it is `false`; on Bun it is `undefined`, so both traced every log line and every Redis
 * command for no subscriber: a traced call, and on ioredis a copy of each command's arguments
 * as strings. With Node's definition (any of its five channels has a subscriber) they skip it
 * unless someone subscribes, and trace as before when someone does.
 */
import diagnostics from "node:diagnostics_channel";

type Channels = Partial<
  Record<"start" | "end" | "asyncStart" | "asyncEnd" | "error", { hasSubscribers: boolean }>
>;

const proto = Object.getPrototypeOf(diagnostics.tracingChannel("tracing-channels-probe"));
if (proto && !Object.hasOwn(proto, "hasSubscribers")) {
  Object.defineProperty(proto, "hasSubscribers", {
    configurable: true,
    get(this: Channels) {
      return Boolean(
        this.start?.hasSubscribers ||
          this.end?.hasSubscribers ||
          this.asyncStart?.hasSubscribers ||
          this.asyncEnd?.hasSubscribers ||
          this.error?.hasSubscribers,
      );
    },
  });
}
