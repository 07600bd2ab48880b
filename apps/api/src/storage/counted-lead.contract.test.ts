import type { OutboxMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { sampleLead, useBackend } from "../../test/support/storage";
import { newId } from "../lib/ids";

/** A public lead's rate-limit hit, counted in the lead's own write, on both back ends. */
describe.each(backends)("counted lead contract on %s", (backend: Backend) => {
  const db = useBackend(backend);

  const notice = (ref: string): OutboxMessage => {
    const at = new Date().toISOString();
    return {
      id: newId(),
      kind: "lead",
      to: "owner@example.com",
      subject: "New lead",
      text: "Hello",
      html: "<p>Hello</p>",
      ref,
      environment: "development",
      status: "queued",
      attempts: 0,
      dueAt: Date.now(),
      createdAt: at,
      updatedAt: at,
    };
  };

  it("stores the lead and its email within the limit, and counts the hit either way", async () => {
    const key = `leads:${newId()}`;
    const hit = { key, windowMs: 60_000, limit: 1 };
    const first = sampleLead();
    const firstNotice = notice(first.id);
    const stored = await db.storage.leads.createCounted(first, [firstNotice], hit);
    expect(stored).toMatchObject({ stored: true, hit: { count: 1 } });
    expect(stored.hit.resetAt).toBeGreaterThan(Date.now());
    expect(await db.storage.leads.get(first.id)).toEqual(first);
    expect(await db.storage.outbox.get(firstNotice.id)).toEqual(firstNotice);

    const second = sampleLead();
    const secondNotice = notice(second.id);
    const refused = await db.storage.leads.createCounted(second, [secondNotice], hit);
    expect(refused).toMatchObject({ stored: false, hit: { count: 2 } });
    expect(await db.storage.leads.get(second.id)).toBeNull();
    expect(await db.storage.outbox.get(secondNotice.id)).toBeNull();
    // The same counter as the rate-limit store's.
    expect((await db.storage.rateLimits.peek(key))?.count).toBe(2);
    expect((await db.storage.rateLimits.hit(key, 60_000)).count).toBe(3);
  });

  it("stores exactly the limit's worth when hits arrive at once", async () => {
    const hit = { key: `leads:${newId()}`, windowMs: 60_000, limit: 5 };
    const leads = Array.from({ length: 12 }, () => sampleLead());
    const results = await Promise.all(
      leads.map((lead) => db.storage.leads.createCounted(lead, [notice(lead.id)], hit)),
    );
    expect(results.map((r) => r.hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    for (const [i, r] of results.entries()) {
      expect(r.stored).toBe(r.hit.count <= 5);
      expect(Boolean(await db.storage.leads.get(leads[i]?.id ?? ""))).toBe(r.stored);
    }
  });

  it("starts a new window once the last one is over", async () => {
    const hit = { key: `leads:${newId()}`, windowMs: 150, limit: 1 };
    await db.storage.leads.createCounted(sampleLead(), [], hit);
    expect((await db.storage.leads.createCounted(sampleLead(), [], hit)).stored).toBe(false);
    await Bun.sleep(250);
    const again = await db.storage.leads.createCounted(sampleLead(), [], hit);
    expect(again).toMatchObject({ stored: true, hit: { count: 1 } });
  });
});
