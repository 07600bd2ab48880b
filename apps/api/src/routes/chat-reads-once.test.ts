import { chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";
import { cueReadingsMade } from "../ai/front-desk/message-cues";

/** Questions as visitors ask them, none asking for a call or giving an email. */
const QUESTIONS = [
  "What services do you offer?",
  "How long does a typical project take?",
  "Do you work with restaurants?",
  "Where are you based?",
  "can you help a small law firm answer clients faster",
  "Is my customers' data safe with you?",
  "do you build chatbots for clinics",
  "How does the process start?",
  "What makes you different from other agencies?",
  "Do you offer support after launch?",
  "can you automate our invoices",
  "who are your usual clients",
];

/**
 * A message's words are read once for the patterns its booking check and its answer ask, kept
 * briefly (front-desk/message-cues.ts): many messages answered at once must not push each
 * other's reading out before the answer asks for it again (the server answers dozens at a time).
 */
describe.each(backends)("chat messages answered at once on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  let visitor = 0;
  const send = (sessionId: string, message: string) =>
    t.json(
      "POST",
      "/api/chat/message",
      { sessionId, message },
      {
        "x-forwarded-for": `10.1.0.${++visitor}`,
      },
    );
  /** Sessions whose conversation has started (their next message is answered as held). */
  const startedSessions = async () => {
    const ids: string[] = [];
    for (const _ of QUESTIONS) {
      const res = await t.json(
        "POST",
        "/api/chat/session",
        {},
        {
          "x-forwarded-for": `10.2.0.${++visitor}`,
        },
      );
      const { sessionId } = await readJson(res, chatSessionResponseSchema);
      expect((await send(sessionId, "Hi there")).status).toBe(200);
      ids.push(sessionId);
    }
    return ids;
  };

  it("reads each message no more often than when it is the only one", async () => {
    const one = await startedSessions();
    const before = cueReadingsMade();
    for (const [i, id] of one.entries()) {
      expect((await send(id, QUESTIONS[i] as string)).status).toBe(200);
    }
    const alone = cueReadingsMade() - before;

    const many = await startedSessions();
    const start = cueReadingsMade();
    const answers = await Promise.all(many.map((id, i) => send(id, QUESTIONS[i] as string)));
    expect(answers.map((r) => r.status)).toEqual(many.map(() => 200));
    const together = cueReadingsMade() - start;

    expect(alone).toBeGreaterThan(0);
    expect(together).toBeLessThanOrEqual(alone);
  });
});
