import { outboxSummarySchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData } from "../../test/support/responses";
import { type SmtpReceiver, startSmtpReceiver } from "../../test/support/smtp";
import { outboxMessage } from "../services/mail/outbox";
import { type MailWorker, startMailWorker } from "../services/mail/worker";

const DAY_MS = 86_400_000;

/** The owner's Retry on a failed email gives it a fresh set of attempts, not one more try. */
describe.each(backends)(
  "retrying a failed email from the Settings page on %s",
  (backend: Backend) => {
    let smtp: SmtpReceiver;
    let t: TestApp;
    let auth: { authorization: string };
    let worker: MailWorker | null;
    let now = Date.now();
    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      t = await buildTestApp(backend, { SMTP_URL: smtp.url, OWNER_EMAIL: "owner@wasatch.example" });
      auth = await t.login();
      // The worker's own clock, moved on by the test; each round run by the test itself.
      worker = startMailWorker({ ...t.deps, clock: () => new Date(now) });
      await worker?.stop();
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });
    const stored = (id: string) => t.deps.storage.outbox.get(id);

    it("keeps trying after the retry, and delivers once the server is back", async () => {
      await smtp.stop();
      // Four days old and failed for good, as the worker gives up on a notice that old.
      const subject = "New contact message: Back From Holiday";
      const m = outboxMessage(
        { ...t.deps, clock: () => new Date(now - 4 * DAY_MS) },
        { kind: "lead", to: "owner@wasatch.example", subject, text: subject, html: subject },
      );
      await t.deps.storage.outbox.enqueue([{ ...m, attempts: 12, dueAt: now }]);
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "failed", attempts: 13 });

      const res = await t.json("POST", `/api/admin/settings/outbox/${m.id}/retry`, undefined, auth);
      expect(res.status).toBe(200);
      const retried = await readData(res, outboxSummarySchema);
      expect(retried).toMatchObject({ status: "queued", attempts: 0 });
      // The last set's error went with it: the table shows a queued notice without a Retry.
      expect(retried.lastError).toBeUndefined();
      // The server is still down: the attempt fails and is queued again, not given up.
      now = Date.now() + 1000;
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "queued", attempts: 1 });
      // A day on, still worth sending.
      now += DAY_MS;
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "queued", attempts: 2 });

      await smtp.start();
      now += 16 * 60_000; // past the longest wait between two attempts
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "sent" });
      const mails = await smtp.waitFor(1, (r) => r.parsed.subject === subject);
      expect(mails).toHaveLength(1);
    });

    it("fails for good again three days after the retry", async () => {
      await smtp.stop();
      const subject = "New contact message: Still Unreachable";
      const m = outboxMessage(
        { ...t.deps, clock: () => new Date(Date.now() - 4 * DAY_MS) },
        { kind: "lead", to: "owner@wasatch.example", subject, text: subject, html: subject },
      );
      await t.deps.storage.outbox.enqueue([{ ...m, status: "failed", attempts: 13, dueAt: 0 }]);
      const res = await t.json("POST", `/api/admin/settings/outbox/${m.id}/retry`, undefined, auth);
      expect(res.status).toBe(200);
      const retriedAt = Date.parse((await stored(m.id))?.retriedAt ?? "");
      now = retriedAt + 1000;
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "queued", attempts: 1 });
      // Past three days from the retry (not from its creation, four days before): given up.
      now = retriedAt + 3 * DAY_MS + 60_000;
      await worker?.runOnce();
      expect(await stored(m.id)).toMatchObject({ status: "failed", attempts: 2 });
    });
  },
);
