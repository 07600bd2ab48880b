import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { sharedRedis } from "../../../test/support/shared-redis";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/support/smtp";
import { createLogger } from "../../lib/logger";
import { type MailWorker, startMailWorker } from "./worker";

describe("the mail worker on Redis, past entries it cannot read", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  const lines: string[] = [];
  let smtp: SmtpReceiver;
  let t: TestApp;
  let worker: MailWorker | null;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp("redis", { SMTP_URL: smtp.url }, { redisPrefix: prefix });
    const logger = createLogger("warn", { write: (line: string) => void lines.push(line) });
    worker = startMailWorker({ ...t.deps, logger });
    await worker?.stop(); // no polling: the test runs each round itself
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("logs how many it set aside, once each", async () => {
    await shared.client.rpush(`${prefix}outbox:new`, "garbage", "[1,2]");
    await worker?.runOnce();
    await worker?.runOnce();
    const told = lines.map((l) => JSON.parse(l)).filter((l) => l.msg?.includes("set aside"));
    expect(told).toMatchObject([{ count: 2, total: 2 }]);
    expect(await t.deps.storage.outbox.setAside?.()).toBe(2);
  });
});
