import { Database } from "bun:sqlite";
import { join } from "node:path";
import { chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

describe("a chat lead whose write failed", () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    // A second connection to the app's own file, as a disk or a crash would act on it.
    db = new Database(join(t.deps.env.DATA_DIR, "app.sqlite"));
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const say = async (sessionId: string, message: string) =>
    (await t.json("POST", "/api/chat/message", { sessionId, message })).status;
  const session = async () =>
    (await readJson(await t.json("POST", "/api/chat/session", {}), chatSessionResponseSchema))
      .sessionId;

  it("is stored when the visitor leaves their details again, the same day", async () => {
    db.run(
      "CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    const first = await session();
    expect(await say(first, "I'm Omar Haddad, omar@bistro.example")).toBe(503);
    expect(await t.deps.storage.leads.list({})).toEqual([]);

    db.run("DROP TRIGGER refuse_leads");
    expect(await say(first, "I'm Omar Haddad, omar@bistro.example")).toBe(200);
    const leads = await t.deps.storage.leads.list({});
    expect(leads.map((l) => l.email)).toEqual(["omar@bistro.example"]);
  });
});
