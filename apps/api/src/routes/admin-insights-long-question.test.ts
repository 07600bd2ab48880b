import { chatSessionResponseSchema, insightsResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

/** A question as long as the analytics show one (300 characters) and longer. */
const LONG_QUESTION = `How much would a chatbot cost for a small bakery ${"that bakes bread, cakes and pastries every morning, ".repeat(6)}and answers questions at night?`;

/** The insights cache holds what its reader reads back, whatever the most asked question is. */
describe.each(backends)("insights over a long popular question on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("are cached on the first load and read from the cache on the next", async () => {
    expect(LONG_QUESTION.length).toBeGreaterThan(300);
    for (let i = 0; i < 3; i++) {
      const { sessionId } = await readJson(
        await t.json("POST", "/api/chat/session"),
        chatSessionResponseSchema,
      );
      const res = await t.json("POST", "/api/chat/message", { sessionId, message: LONG_QUESTION });
      expect(res.status).toBe(200);
    }
    const auth = await t.login();
    const load = async () =>
      readJson(
        await t.json("GET", "/api/admin/insights?dateRange=7", undefined, auth),
        insightsResponseSchema,
      );
    const first = await load();
    expect(first.cached).toBe(false);
    const faq = first.insights.find((i) => i.type === "faq");
    expect(faq?.dataPoints[0]).toMatch(/^"How much would a chatbot cost .*\.\.\.": 3x$/);
    expect(await load()).toEqual({ ...first, cached: true });
  });
});
