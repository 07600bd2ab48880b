import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../../test/support/app";
import { sampleLead } from "../../../test/support/storage";
import { newId } from "../../lib/ids";
import { AFTER_HOURS_TAG } from "../chat";
import { runMorningDigest } from "./digest";

// Mon-Fri 09:00-17:00 in Denver (UTC-7 in March 2026 after the 8th): 9 March is a Monday.
const at = (iso: string) => () => new Date(iso);

describe.each(backends)("the owner's morning digest on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      OWNER_EMAIL: "owner@wasatch.example",
      SITE_URL: "https://wasatch.example",
      BUSINESS_COUNTRY: "none",
    });
  });
  afterAll(() => t.close());

  const digests = async () =>
    (await t.deps.storage.outbox.list(100)).filter((m) => m.kind === "digest");

  it("lists at the start of the day what arrived while closed, once", async () => {
    const lead = (createdAt: string, over = {}) =>
      t.deps.storage.leads.create(sampleLead({ createdAt, updatedAt: createdAt, ...over }));
    await lead("2026-03-07T03:00:00.000Z", { name: "Sam <Night> Owl", email: "sam@owl.example" }); // Fri 20:00
    await lead("2026-03-06T17:00:00.000Z", { name: "Daytime Dana" }); // Fri 10:00, open
    await lead("2026-03-08T18:00:00.000Z", { name: "Booker Bo", type: "booking" }); // Sunday
    const chat = async (startedAt: string, tags: string[], firstQuestion: string) => {
      const id = newId();
      await t.deps.storage.conversations.create({
        id,
        source: "chat",
        environment: "development",
        startedAt,
        tags,
      });
      await t.deps.storage.conversations.appendMessage(id, {
        isUser: true,
        text: firstQuestion,
        timestamp: startedAt,
        source: "user",
      });
    };
    await chat("2026-03-08T05:00:00.000Z", [AFTER_HOURS_TAG], "Can a person call me back?");
    await chat("2026-03-08T06:00:00.000Z", ["pricing"], "How much is it?");

    // Sunday: closed, nothing goes out.
    expect(await runMorningDigest({ ...t.deps, clock: at("2026-03-08T20:00:00.000Z") })).toBe(
      "closed",
    );
    const monday = { ...t.deps, clock: at("2026-03-09T15:05:00.000Z") }; // 09:05 in Denver
    expect(await runMorningDigest(monday)).toBe("queued");
    const [digest] = await digests();
    expect(digest).toMatchObject({
      to: "owner@wasatch.example",
      status: "queued",
      subject: "Morning digest: 1 booking, 1 lead, 1 chat while you were away",
    });
    const full = await t.deps.storage.outbox.get(digest?.id ?? "");
    expect(full?.text).toContain("Sam <Night> Owl <sam@owl.example>");
    expect(full?.text).toContain("Booker Bo");
    expect(full?.text).toContain("Can a person call me back?");
    expect(full?.text).not.toContain("Daytime Dana");
    expect(full?.text).not.toContain("How much is it?");
    expect(full?.html).toContain("Sam &lt;Night&gt; Owl");
    expect(full?.text).toContain("https://wasatch.example/admin/leads?lead=");

    // A second process, or a later check the same day, sends nothing more.
    expect(await runMorningDigest({ ...monday, clock: at("2026-03-09T18:00:00.000Z") })).toBe(
      "already_sent",
    );
    // Tuesday: nothing arrived overnight, so no email.
    expect(await runMorningDigest({ ...t.deps, clock: at("2026-03-10T15:01:00.000Z") })).toBe(
      "nothing_new",
    );
    expect(await digests()).toHaveLength(1);
  });
});
