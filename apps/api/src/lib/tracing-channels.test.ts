import diagnostics from "node:diagnostics_channel";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import "./tracing-channels";

describe("tracing channels' hasSubscribers (as Node defines it)", () => {
  it("is false without subscribers and true while any of its channels has one", () => {
    const channel = diagnostics.tracingChannel("tracing-channels-test");
    expect(channel.hasSubscribers).toBe(false);
    const handlers = { asyncEnd: () => {} };
    channel.subscribe(handlers);
    expect(channel.hasSubscribers).toBe(true);
    channel.unsubscribe(handlers);
    expect(channel.hasSubscribers).toBe(false);
  });

  it("leaves pino's log lines traced for a subscriber, and the same lines either way", () => {
    const lines: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ base: undefined, timestamp: false }, out);
    logger.info({ path: "/api/leads", status: 201 });
    const traced: unknown[] = [];
    const handlers = { start: (message: unknown) => traced.push(message) };
    diagnostics.tracingChannel("pino_asJson").subscribe(handlers);
    logger.info({ path: "/api/leads", status: 201 });
    diagnostics.tracingChannel("pino_asJson").unsubscribe(handlers);
    logger.info({ path: "/api/leads", status: 201 });
    expect(traced).toHaveLength(1);
    expect(new Set(lines)).toEqual(new Set(['{"level":30,"path":"/api/leads","status":201}\n']));
    expect(lines).toHaveLength(3);
  });
});
