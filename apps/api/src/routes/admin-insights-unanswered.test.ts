import { insightsResponseSchema } from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

describe.each(backends)("questions the assistant could not answer, on %s", (backend: Backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(() => t.close());

  const chat = async (messages: string[]) => {
    const session = await t.json("POST", "/api/chat/session", {});
    const { sessionId } = (await session.json()) as { sessionId: string };
    for (const message of messages)
      expect((await t.json("POST", "/api/chat/message", { sessionId, message })).status).toBe(200);
  };

  it("lists them in the insights, quoted, and not the questions it answered", async () => {
    const auth = await t.login();
    const insights = async () =>
      (
        await readJson(
          await t.json(
            "GET",
            "/api/admin/insights?dateRange=7&forceRegenerate=true",
            undefined,
            auth,
          ),
          insightsResponseSchema,
        )
      ).insights;
    await chat(["How much is the discovery call?"]);
    expect((await insights()).map((i) => i.type)).not.toContain("unanswered");

    await chat(["Do you have a parking lot at your office?", "Is the first call free?"]);
    await chat(["Can I pay you in bitcoin?"]);
    const card = (await insights()).find((i) => i.type === "unanswered");
    expect(card?.title).toBe("Questions the assistant could not answer in 2 conversations");
    expect(card?.dataPoints).toEqual(
      expect.arrayContaining([
        '"Do you have a parking lot at your office?"',
        '"Can I pay you in bitcoin?"',
      ]),
    );
    expect(card?.dataPoints).toHaveLength(2);
  });
});
