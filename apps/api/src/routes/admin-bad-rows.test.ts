import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { daysAgo, seedConversation } from "../../test/support/conversations";
import { bookingConfirmation } from "../../test/support/outbox-notices";
import { rawRow, spoilRow } from "../../test/support/spoil-row";
import { sampleBooking, sampleLead, samplePost } from "../../test/support/storage";
import { setStoredJsonWarn } from "../storage/stored-json";

/** Stored values no version writes: not JSON, and JSON of the wrong shape. */
const BAD = ["{not json", "42", "null", '"text"'];

const post = () => samplePost();

let day = 0;
const booking = () => sampleBooking(new Date(Date.UTC(2031, 0, 1 + day++, 16)).toISOString());

const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** The owner's pages with one stored record that does not decode: the rest still shows. */
describe.each(backends)(
  "admin pages with a stored row that does not decode on %s",
  (backend: Backend) => {
    let t: TestApp;
    let auth: { authorization: string };
    const warnings: string[] = [];
    let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
    beforeAll(async () => {
      restoreWarn = setStoredJsonWarn((fields, msg) =>
        warnings.push(JSON.stringify({ msg, ...fields })),
      );
      t = await buildTestApp(backend);
      auth = await t.login();
    });
    afterAll(async () => {
      setStoredJsonWarn(restoreWarn);
      await t.close();
    });
    const get = (path: string) => t.json("GET", path, undefined, auth);

    it.each(BAD)(
      "leads: the list leaves out %s, its detail and its update are not found",
      async (bad) => {
        const good = await t.deps.storage.leads.create(sampleLead());
        const spoiled = await t.deps.storage.leads.create(sampleLead());
        expect(await spoilRow(backend, t, "lead", spoiled.id, bad)).toBe(1);

        const list = await get("/api/leads");
        expect(list.status).toBe(200);
        const listed = ids(((await list.json()) as { data: { id: string }[] }).data);
        expect(listed).toContain(good.id);
        expect(listed).not.toContain(spoiled.id);
        expect((await get(`/api/leads/${spoiled.id}`)).status).toBe(404);
        expect((await get(`/api/leads/${good.id}`)).status).toBe(200);

        const put = await t.json("PUT", `/api/leads/${spoiled.id}`, { status: "contacted" }, auth);
        expect(put.status).toBe(404);
        // Nothing written over it: the stored value is still the bad one.
        expect(await rawRow(backend, t, "lead", spoiled.id)).toEqual([bad]);
        expect(await t.deps.storage.leads.get(spoiled.id)).toBeNull();
      },
    );

    it("posts: the list leaves the bad one out, its detail is not found", async () => {
      const good = await t.deps.storage.posts.create(post());
      const spoiled = await t.deps.storage.posts.create(post());
      expect(await spoilRow(backend, t, "post", spoiled.id, "{not json")).toBe(1);

      const list = await get("/api/admin/blogs");
      expect(list.status).toBe(200);
      const listed = ids(((await list.json()) as { data: { id: string }[] }).data);
      expect(listed).toContain(good.id);
      expect(listed).not.toContain(spoiled.id);
      expect((await get(`/api/admin/blogs/${spoiled.id}`)).status).toBe(404);
      expect((await get(`/api/admin/blogs/${good.id}`)).status).toBe(200);
    });

    it("conversations: tags that do not decode list as none, messages that do not are left out", async () => {
      const at = daysAgo(0);
      const tagged = await seedConversation(t, { source: "chat", at, questions: ["Price?"] });
      const talked = await seedConversation(t, { source: "chat", at, questions: ["Hours?"] });
      await t.deps.storage.conversations.appendMessages(tagged, [], ["pricing"]);
      expect(await spoilRow(backend, t, "conversation tags", tagged, "{not json")).toBe(1);
      expect(await spoilRow(backend, t, "conversation messages", talked, "7")).toBeGreaterThan(0);
      // A list of rows whose rows are not records: left out as well (a row's field would throw).
      const nulls = await seedConversation(t, { source: "chat", at, questions: ["Where?"] });
      expect(await spoilRow(backend, t, "conversation messages", nulls, "[null]")).toBeGreaterThan(
        0,
      );

      const list = await get("/api/admin/conversations?environment=all");
      expect(list.status).toBe(200);
      const listed = ((await list.json()) as { conversations: { id: string; tags: string[] }[] })
        .conversations;
      expect(ids(listed)).toEqual(expect.arrayContaining([tagged, talked]));
      expect(listed.find((c) => c.id === tagged)?.tags).toEqual([]);

      const detail = await get(`/api/admin/conversations/${talked}`);
      expect(detail.status).toBe(200);
      expect(((await detail.json()) as { messages: unknown[] }).messages).toEqual([]);
      const rows = await get(`/api/admin/conversations/${nulls}`);
      expect(rows.status).toBe(200);
      expect(((await rows.json()) as { messages: unknown[] }).messages).toEqual([]);
      const other = await get(`/api/admin/conversations/${tagged}`);
      expect(((await other.json()) as { messages: unknown[] }).messages).toHaveLength(2);
    });

    it("outbox: the settings page lists the rest; a claim fails the bad one instead of sending it, a retry does not requeue it", async () => {
      const good = bookingConfirmation(Date.now() - 1000);
      const spoiled = bookingConfirmation(Date.now() - 1000);
      await t.deps.storage.outbox.enqueue([good, spoiled]);
      expect(await spoilRow(backend, t, "outbox", spoiled.id, "{not json")).toBe(1);

      const page = await get("/api/admin/settings");
      expect(page.status).toBe(200);
      const listed = ids(
        ((await page.json()) as { data: { outbox: { id: string }[] } }).data.outbox,
      );
      expect(listed).toContain(good.id);
      expect(listed).not.toContain(spoiled.id);

      const before = await t.deps.storage.outbox.counts();
      const claimed = await t.deps.storage.outbox.claimDue(Date.now(), 60_000, 10);
      expect(ids(claimed)).toContain(good.id);
      expect(ids(claimed)).not.toContain(spoiled.id);
      // Failed for good: no later claim takes it again.
      expect(
        ids(await t.deps.storage.outbox.claimDue(Date.now() + 3_600_000, 60_000, 10)),
      ).not.toContain(spoiled.id);
      const after = await t.deps.storage.outbox.counts();
      expect(after.failed).toBe(before.failed + 1);

      // A retry finds nothing to send: not found, and it stays failed (nothing requeued).
      const retry = `/api/admin/settings/outbox/${spoiled.id}/retry`;
      expect((await t.json("POST", retry, undefined, auth)).status).toBe(404);
      expect(await t.deps.storage.outbox.counts()).toEqual(after);
      expect(await rawRow(backend, t, "outbox", spoiled.id)).toEqual(["{not json"]);
    });

    it("bookings: the calendar's list leaves the bad one out; read, cancel and move are not found", async () => {
      const good = booking();
      const spoiled = booking();
      await t.deps.storage.bookings.create(good);
      await t.deps.storage.bookings.create(spoiled);
      expect(await spoilRow(backend, t, "booking", spoiled.id, "[1]")).toBe(1);

      const listed = await t.deps.storage.bookings.listConfirmed(
        "development",
        "2031-01-01T00:00:00.000Z",
        "2032-01-01T00:00:00.000Z",
      );
      expect(ids(listed)).toContain(good.id);
      expect(ids(listed)).not.toContain(spoiled.id);
      expect(await t.deps.storage.bookings.get(spoiled.id)).toBeNull();
      expect(await t.deps.storage.bookings.cancel(spoiled.id, new Date().toISOString())).toBeNull();
      const { start, end } = booking();
      expect(
        await t.deps.storage.bookings.reschedule(spoiled.id, start, end, new Date().toISOString()),
      ).toBeNull();
      // Nothing written over it.
      expect(await rawRow(backend, t, "booking", spoiled.id)).toEqual(["[1]"]);
    });

    it("logs one warning per bad record, however often it is read", async () => {
      const spoiled = await t.deps.storage.leads.create(sampleLead());
      await spoilRow(backend, t, "lead", spoiled.id, "{not json");
      for (let i = 0; i < 3; i++) expect((await get("/api/leads")).status).toBe(200);
      expect(warnings.filter((w) => w.includes(spoiled.id))).toHaveLength(1);
    });
  },
);

describe("an auth session that does not decode on redis", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("redis");
  });
  afterAll(() => t.close());

  it("asks the owner to log in again (401), never 503", async () => {
    const auth = await t.login();
    expect((await t.json("GET", "/api/leads", undefined, auth)).status).toBe(200);
    const token = auth.authorization.slice("Bearer ".length);
    const { jti } = JSON.parse(atob(token.split(".")[1] ?? "")) as { jti: string };
    expect(await spoilRow("redis", t, "auth session", jti, "{not json")).toBe(1);
    expect((await t.json("GET", "/api/leads", undefined, auth)).status).toBe(401);
  });
});
