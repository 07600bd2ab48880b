import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { sampleLead, useBackend } from "../../test/support/storage";

/** The one contract both storage back ends must keep. */
describe.each(backends)("storage contract on %s", (backend: Backend) => {
  const db = useBackend(backend);

  it("reports its type", () => {
    expect(db.storage.type).toBe(backend === "redis" ? "Redis" : "SQLite");
  });

  describe("leads", () => {
    it("stores, reads back and lists newest first with filters", async () => {
      const older = await db.storage.leads.create(
        sampleLead({ createdAt: "2026-01-01T00:00:00.000Z", type: "project_inquiry" }),
      );
      const newer = await db.storage.leads.create(
        sampleLead({ createdAt: "2026-02-01T00:00:00.000Z", environment: "production" }),
      );
      expect(await db.storage.leads.get(older.id)).toEqual(older);
      expect(await db.storage.leads.get("missing")).toBeNull();

      const all = await db.storage.leads.list({});
      const ids = all.map((l) => l.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect((await db.storage.leads.list({ type: "project_inquiry" })).map((l) => l.id)).toContain(
        older.id,
      );
      expect(
        (await db.storage.leads.list({ type: "project_inquiry" })).map((l) => l.id),
      ).not.toContain(newer.id);
      expect((await db.storage.leads.list({ environment: "production" })).map((l) => l.id)).toEqual(
        [newer.id],
      );
    });

    it("keeps counts per status and environment as leads change", async () => {
      const before = await db.storage.leads.counts("production");
      const a = await db.storage.leads.create(sampleLead({ environment: "production" }));
      await db.storage.leads.create(sampleLead({ environment: "production" }));
      await db.storage.leads.update(a.id, (l) => ({ ...l, status: "converted" }));
      const after = await db.storage.leads.counts("production");
      expect(after.total).toBe(before.total + 2);
      expect(after.byStatus.converted).toBe(before.byStatus.converted + 1);
      expect(after.byStatus.new).toBe(before.byStatus.new + 1);
      const both = await db.storage.leads.counts();
      const dev = await db.storage.leads.counts("development");
      expect(both.total).toBe(after.total + dev.total);
    });

    it("updates atomically: concurrent note appends all land", async () => {
      const l = await db.storage.leads.create(sampleLead());
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db.storage.leads.update(l.id, (cur) => ({
            ...cur,
            notes: [...cur.notes, { text: `note ${i}`, createdAt: new Date().toISOString() }],
          })),
        ),
      );
      const stored = await db.storage.leads.get(l.id);
      expect(stored?.notes.map((n) => n.text).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `note ${i}`).sort(),
      );
      expect(await db.storage.leads.update("missing", (x) => x)).toBeNull();
    });
  });

  describe("users", () => {
    it("upserts by email and finds by email and id", async () => {
      const created = await db.storage.users.upsert({
        email: "x@example.com",
        name: "X",
        passwordHash: "h1",
      });
      const updated = await db.storage.users.upsert({
        email: "x@example.com",
        name: "Y",
        passwordHash: "h2",
      });
      expect(updated.id).toBe(created.id);
      expect(await db.storage.users.getByEmail("x@example.com")).toMatchObject({
        name: "Y",
        passwordHash: "h2",
        role: "admin",
      });
      expect((await db.storage.users.getById(created.id))?.email).toBe("x@example.com");
      expect(await db.storage.users.getByEmail("nobody@example.com")).toBeNull();
      expect(await db.storage.users.count()).toBeGreaterThanOrEqual(2); // the seeded admin too
    });
  });

  describe("auth sessions", () => {
    it("is valid until revoked or expired", async () => {
      await db.storage.authSessions.create({
        id: "s1",
        userId: "u1",
        expiresAt: Date.now() + 60_000,
      });
      await db.storage.authSessions.create({ id: "s2", userId: "u1", expiresAt: Date.now() + 30 });
      expect(await db.storage.authSessions.get("s1")).toMatchObject({ userId: "u1" });
      await db.storage.authSessions.revoke("s1");
      expect(await db.storage.authSessions.get("s1")).toBeNull();
      await Bun.sleep(60);
      expect(await db.storage.authSessions.get("s2")).toBeNull();
    });
  });

  describe("rate limits", () => {
    it("counts hits in a window, concurrently, and starts over after it", async () => {
      const hits = await Promise.all(
        Array.from({ length: 5 }, () => db.storage.rateLimits.hit("k", 200)),
      );
      expect(hits.map((h) => h.count).sort()).toEqual([1, 2, 3, 4, 5]);
      await Bun.sleep(250);
      expect((await db.storage.rateLimits.hit("k", 200)).count).toBe(1);
      await db.storage.rateLimits.reset("k");
      expect((await db.storage.rateLimits.hit("k", 200)).count).toBe(1);
    });

    it("peeks at a count without adding to it", async () => {
      expect(await db.storage.rateLimits.peek("p")).toBeNull();
      await db.storage.rateLimits.hit("p", 200);
      await db.storage.rateLimits.hit("p", 200);
      const seen = await db.storage.rateLimits.peek("p");
      expect(seen?.count).toBe(2);
      expect(seen?.resetAt).toBeGreaterThan(Date.now());
      expect((await db.storage.rateLimits.peek("p"))?.count).toBe(2);
      await Bun.sleep(250);
      expect(await db.storage.rateLimits.peek("p")).toBeNull();
    });

    it("counts hits in order in one step, stopping after the first that is over its limit", async () => {
      const hits = (limit: number) => [
        { key: "first", windowMs: 500, limit },
        { key: "second", windowMs: 500, limit: 1 },
      ];
      const [a, b] = await db.storage.rateLimits.hitInOrder(hits(2));
      expect([a?.count, b?.count]).toEqual([1, 1]);
      expect(b?.resetAt).toBeGreaterThan(Date.now());
      // Over the second's limit: both counted, the second reports it.
      expect((await db.storage.rateLimits.hitInOrder(hits(2))).map((h) => h.count)).toEqual([2, 2]);
      // Over the first's: only the first is counted, and the second is left as it was.
      expect((await db.storage.rateLimits.hitInOrder(hits(2))).map((h) => h.count)).toEqual([3]);
      expect((await db.storage.rateLimits.peek("second"))?.count).toBe(2);
      const together = await Promise.all(
        Array.from({ length: 4 }, () => db.storage.rateLimits.hitInOrder(hits(10))),
      );
      expect(together.map(([first]) => first?.count).sort((a = 0, b = 0) => a - b)).toEqual([
        4, 5, 6, 7,
      ]);
      expect(together.map(([, second]) => second?.count).sort((a = 0, b = 0) => a - b)).toEqual([
        3, 4, 5, 6,
      ]);
    });
  });

  describe("key-value", () => {
    it("sets, expires, sets-if-absent and deletes by prefix", async () => {
      await db.storage.kv.set("a:1", { n: 1 });
      await db.storage.kv.set("a:2", [2], 30);
      await db.storage.kv.set("b_%:1", "literal prefix");
      expect(await db.storage.kv.get("a:1")).toEqual({ n: 1 });
      await Bun.sleep(60);
      expect(await db.storage.kv.get("a:2")).toBeNull();
      expect(await db.storage.kv.setIfAbsent("a:1", "other")).toBe(false);
      expect(await db.storage.kv.setIfAbsent("a:2", "again")).toBe(true);
      expect(await db.storage.kv.deleteByPrefix("a:")).toBe(2);
      expect(await db.storage.kv.get("a:1")).toBeNull();
      expect(await db.storage.kv.deleteByPrefix("b_%")).toBe(1);
      await db.storage.kv.delete("missing");
    });

    it("renews an entry's expiry without touching its value, and never revives one", async () => {
      await db.storage.kv.set("kept", { v: 1 }, 500);
      await db.storage.kv.set("lapsed", { v: 2 }, 20);
      await Bun.sleep(60);
      await db.storage.kv.touch("kept", 5000);
      await db.storage.kv.touch("lapsed", 5000);
      await db.storage.kv.touch("never", 5000);
      await Bun.sleep(550); // past the first expiry of "kept"
      expect(await db.storage.kv.get("kept")).toEqual({ v: 1 });
      expect(await db.storage.kv.get("lapsed")).toBeNull();
      expect(await db.storage.kv.get("never")).toBeNull();
    });

    it("reads a value and counts rate-limit hits in one step, present or not", async () => {
      await db.storage.kv.set("state", { step: 1 }, 5000);
      await db.storage.rateLimits.hit("by-address", 500);
      const first = await db.storage.kv.getCounted("state", [
        { key: "by-address", windowMs: 500 },
        { key: "by-state", windowMs: 10_000 },
      ]);
      expect(first.value).toEqual({ step: 1 });
      // The text read, as set wrote it: what the value stringifies to.
      expect(first.json).toBe(JSON.stringify({ step: 1 }));
      expect(first.hits.map((h) => h.count)).toEqual([2, 1]);
      expect(first.hits[1]?.resetAt).toBeGreaterThan(Date.now() + 5000);
      const concurrent = await Promise.all(
        Array.from({ length: 4 }, () =>
          db.storage.kv.getCounted("gone", [{ key: "by-state", windowMs: 10_000 }]),
        ),
      );
      expect(concurrent.map((r) => r.value)).toEqual([null, null, null, null]);
      expect(concurrent.map((r) => r.json)).toEqual([null, null, null, null]);
      expect(concurrent.map((r) => r.hits[0]?.count).sort()).toEqual([2, 3, 4, 5]);
      // The same counters as rateLimits.hit: they expire with their window.
      expect((await db.storage.rateLimits.peek("by-address"))?.count).toBe(2);
      await Bun.sleep(550);
      expect(await db.storage.rateLimits.peek("by-address")).toBeNull();
      expect((await db.storage.rateLimits.peek("by-state"))?.count).toBe(5);
    });

    it("renews the value's expiry in the counting step only when every hit is within its limit", async () => {
      await db.storage.kv.set("admitted", { v: 1 }, 1500);
      await db.storage.kv.set("refused", { v: 2 }, 1500);
      await db.storage.kv.set("plain", { v: 3 }, 1500);
      const hit = (key: string, limit: number) => ({ key, windowMs: 10_000, limit });
      const admitted = await db.storage.kv.getCounted(
        "admitted",
        [hit("renew-a", 1), hit("renew-b", 5)],
        5000,
      );
      expect(admitted.value).toEqual({ v: 1 });
      await db.storage.rateLimits.hit("renew-c", 10_000);
      // The second hit is over its limit (2 > 1): the expiry stays as it was.
      const refused = await db.storage.kv.getCounted(
        "refused",
        [hit("renew-d", 5), hit("renew-c", 1)],
        5000,
      );
      expect(refused.value).toEqual({ v: 2 });
      expect(refused.hits.map((h) => h.count)).toEqual([1, 2]);
      // Without a renewal asked for, nothing is renewed.
      await db.storage.kv.getCounted("plain", [hit("renew-e", 5)]);
      // Absent or lapsed: not revived.
      expect(
        (await db.storage.kv.getCounted("absent", [hit("renew-f", 5)], 5000)).value,
      ).toBeNull();
      await Bun.sleep(1600); // past the first expiry
      expect(await db.storage.kv.get("admitted")).toEqual({ v: 1 });
      expect(await db.storage.kv.get("refused")).toBeNull();
      expect(await db.storage.kv.get("plain")).toBeNull();
      expect(await db.storage.kv.get("absent")).toBeNull();
    });
  });
});
