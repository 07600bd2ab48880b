import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/support/smtp";
import { outboxMessage } from "./outbox";
import { type MailWorker, startMailWorker } from "./worker";

const HOUR_MS = 3_600_000;

describe("an SMTP outage that lasts", () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let worker: MailWorker | null;
  let now = Date.now();
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp("sqlite", { SMTP_URL: smtp.url, OWNER_EMAIL: "owner@wasatch.example" });
    // The worker's own clock, moved on by the test as the outage goes on.
    worker = startMailWorker({ ...t.deps, clock: () => new Date(now) });
    await worker?.stop(); // no polling: the test runs each round itself
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A lead notice that has already failed `attempts` times since `age` ago. */
  const queued = async (subject: string, age: number, attempts: number) => {
    const m = outboxMessage(
      { ...t.deps, clock: () => new Date(now - age) },
      { kind: "lead", to: "owner@wasatch.example", subject, text: subject, html: subject },
    );
    await t.deps.storage.outbox.enqueue([{ ...m, attempts, dueAt: now }]);
    return m.id;
  };
  const status = async (id: string) => (await t.deps.storage.outbox.get(id))?.status;

  it("keeps retrying for days, and delivers once the server is back", async () => {
    await smtp.stop();
    // Twelve failed attempts over about an hour and a half of outage: still worth sending.
    const notice = await queued("New contact message: Night Owl", 2 * HOUR_MS, 12);
    // Four days old: the owner has long read it in the admin; it is given up.
    const stale = await queued("New contact message: Old News", 96 * HOUR_MS, 12);
    await worker?.runOnce();
    expect(await status(notice)).toBe("queued");
    expect(await status(stale)).toBe("failed");

    await smtp.start();
    now += 16 * 60_000; // past the longest wait between two attempts
    await worker?.runOnce();
    expect(await status(notice)).toBe("sent");
    const mails = await smtp.waitFor(1, (m) => m.parsed.subject?.includes("Night Owl") ?? false);
    expect(mails).toHaveLength(1);
  });
});
