import type { OutboxMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { sampleLead, useBackend } from "../../test/support/storage";
import { newId } from "../lib/ids";

/** The outbox contract both storage back ends keep. */
describe.each(backends)("outbox contract on %s", (backend: Backend) => {
  // A fresh store per test: claims look at every due message.
  const db = useBackend(backend, { perTest: true });

  const message = (over: Partial<OutboxMessage> = {}): OutboxMessage => {
    const at = new Date().toISOString();
    return {
      id: newId(),
      kind: "lead",
      to: "owner@example.com",
      subject: "New lead",
      text: "Hello",
      html: "<p>Hello</p>",
      environment: "development",
      status: "queued",
      attempts: 0,
      dueAt: Date.now(),
      createdAt: at,
      updatedAt: at,
      ...over,
    };
  };

  it("stores a lead and its emails in one write, and lists them newest first", async () => {
    const lead = sampleLead();
    const first = message({ ref: lead.id, createdAt: "2026-01-01T00:00:00.000Z" });
    const second = message({
      kind: "booking_confirmation",
      calendar: { method: "REQUEST", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
      createdAt: "2026-01-02T00:00:00.000Z",
    });
    await db.storage.leads.create(lead, [first, second]);
    expect(await db.storage.leads.get(lead.id)).toEqual(lead);
    expect(await db.storage.outbox.get(first.id)).toEqual(first);
    expect(await db.storage.outbox.get(second.id)).toEqual(second);
    expect((await db.storage.outbox.list(10)).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(await db.storage.outbox.get("missing")).toBeNull();
    expect((await db.storage.outbox.counts()).queued).toBe(2);
  });

  it("keeps an owner's notice of a lead (its lead's id, no body) as queued, through its life", async () => {
    const at = new Date(Date.now() - 1000).toISOString();
    const lead = sampleLead({ createdAt: at, updatedAt: at });
    const notice: OutboxMessage = {
      id: newId(),
      kind: "lead",
      to: "owner@example.com",
      subject: "New contact message: Ada",
      template: { name: "lead", leadId: lead.id },
      ref: lead.id,
      environment: "development",
      status: "queued",
      attempts: 0,
      dueAt: Date.parse(at),
      createdAt: at,
      updatedAt: at,
    };
    await db.storage.leads.create(lead, [notice]);
    expect(await db.storage.outbox.get(notice.id)).toEqual(notice);
    expect(await db.storage.outbox.list(10)).toEqual([notice]);
    expect(await db.storage.outbox.counts()).toEqual({ queued: 1, sending: 0, sent: 0, failed: 0 });
    const now = Date.now();
    const retried = { ...notice, dueAt: now + 5000, updatedAt: "t1", retriedAt: "t1" };
    expect(await db.storage.outbox.retry(notice.id, now + 5000, "t1")).toEqual(retried);
    expect(await db.storage.outbox.list(10)).toEqual([retried]);
    expect(await db.storage.outbox.claimDue(now, 60_000, 5)).toEqual([]);
    const [claimed] = await db.storage.outbox.claimDue(now + 5000, 60_000, 5);
    expect(claimed).toEqual({
      ...retried,
      status: "sending",
      attempts: 1,
      dueAt: now + 65_000,
      updatedAt: new Date(now + 5000).toISOString(),
    });
    await db.storage.outbox.markSent(notice.id, "t2");
    expect(await db.storage.outbox.get(notice.id)).toEqual({
      ...claimed,
      status: "sent",
      sentAt: "t2",
      updatedAt: "t2",
    });
    expect(await db.storage.outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(1);
    expect(await db.storage.outbox.list(10)).toEqual([]);
    expect(await db.storage.outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0 });
  });

  it("claims only due messages, each once, however many claim at the same time", async () => {
    const now = Date.now();
    const due = Array.from({ length: 12 }, () => message({ dueAt: now - 10 }));
    const later = message({ dueAt: now + 60_000 });
    await db.storage.outbox.enqueue([...due, later]);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => db.storage.outbox.claimDue(now, 60_000, 5)),
    );
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(due.map((m) => m.id).sort());
    for (const m of claims.flat()) expect(m).toMatchObject({ status: "sending", attempts: 1 });
    expect(await db.storage.outbox.claimDue(now, 60_000, 50)).toEqual([]);
    expect((await db.storage.outbox.counts()).sending).toBe(12);
  });

  it("claims a message again once its claim lapses (a process died while sending)", async () => {
    const now = Date.now();
    const m = message({ dueAt: now });
    await db.storage.outbox.enqueue([m]);
    expect(await db.storage.outbox.claimDue(now, 1000, 5)).toHaveLength(1);
    expect(await db.storage.outbox.claimDue(now + 500, 1000, 5)).toHaveLength(0);
    const again = await db.storage.outbox.claimDue(now + 1000, 1000, 5);
    expect(again.map((x) => [x.id, x.attempts])).toEqual([[m.id, 2]]);
  });

  it("queues a failed attempt for later, gives up when told, retries on demand, marks sent", async () => {
    const now = Date.now();
    const m = message({ dueAt: now });
    await db.storage.outbox.enqueue([m]);
    await db.storage.outbox.claimDue(now, 60_000, 5);
    await db.storage.outbox.markFailed(m.id, "connect ECONNREFUSED", "t1", now + 5000);
    expect(await db.storage.outbox.get(m.id)).toMatchObject({
      status: "queued",
      dueAt: now + 5000,
      lastError: "connect ECONNREFUSED",
      attempts: 1,
    });
    expect(await db.storage.outbox.claimDue(now + 4999, 60_000, 5)).toHaveLength(0);
    expect(await db.storage.outbox.claimDue(now + 5000, 60_000, 5)).toHaveLength(1);
    await db.storage.outbox.markFailed(m.id, "still down", "t2", null);
    expect(await db.storage.outbox.get(m.id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(await db.storage.outbox.claimDue(now + 10_000_000, 60_000, 5)).toHaveLength(0);
    expect((await db.storage.outbox.counts()).failed).toBe(1);

    // A fresh set of attempts, counted from the retry.
    const retried = await db.storage.outbox.retry(m.id, now + 6000, "t3");
    expect(retried).toMatchObject({ status: "queued", dueAt: now + 6000, attempts: 0 });
    expect(retried?.retriedAt).toBe("t3");
    // The error was the last set's: the admin sees a queued notice, not one failing at attempt 0.
    expect(retried?.lastError).toBeUndefined();
    expect(
      (await db.storage.outbox.list(10)).find((x) => x.id === m.id)?.lastError,
    ).toBeUndefined();
    const [claimed] = await db.storage.outbox.claimDue(now + 6000, 60_000, 5);
    expect(claimed).toMatchObject({ attempts: 1, retriedAt: "t3" });
    await db.storage.outbox.markSent(m.id, "2026-03-01T10:00:00.000Z");
    const sent = await db.storage.outbox.get(m.id);
    expect(sent).toMatchObject({ status: "sent", sentAt: "2026-03-01T10:00:00.000Z" });
    expect(sent?.lastError).toBeUndefined();
    expect(await db.storage.outbox.retry(m.id, now, "t4")).toBeNull();
    expect(await db.storage.outbox.retry("missing", now, "t4")).toBeNull();
    expect(await db.storage.outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 1, failed: 0 });
  });

  it("prunes sent messages created before a time, and nothing else", async () => {
    const old = "2026-01-01T00:00:00.000Z";
    const sentOld = message({ createdAt: old });
    const failedOld = message({ createdAt: old });
    const sentNew = message({ createdAt: "2026-03-01T00:00:00.000Z" });
    await db.storage.outbox.enqueue([sentOld, failedOld, sentNew]);
    const now = Date.now();
    await db.storage.outbox.claimDue(now, 60_000, 10);
    await db.storage.outbox.markSent(sentOld.id, old);
    await db.storage.outbox.markSent(sentNew.id, old);
    await db.storage.outbox.markFailed(failedOld.id, "down", old, null);
    expect(await db.storage.outbox.pruneSent("2026-02-01T00:00:00.000Z")).toBe(1);
    expect(await db.storage.outbox.get(sentOld.id)).toBeNull();
    expect((await db.storage.outbox.list(10)).map((m) => m.id).sort()).toEqual(
      [failedOld.id, sentNew.id].sort(),
    );
    expect(await db.storage.outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 1, failed: 1 });
  });
});
