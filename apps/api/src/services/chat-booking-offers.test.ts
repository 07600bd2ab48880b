/**
 * The times the chat offers for a wish, on a real SQLite store with the scheduler evaluation's
 * clock (Thu 2026-03-05 10:00 in Denver, hours Mon-Fri 9-5). An exact time off the half-hour
 * grid ("Friday at 2:15") cannot be booked: the reply must say calls start on the hour or half
 * hour and offer the two slots around it, never offer 2:30 as if it were the time asked.
 * First run, before the chat checked offers against the wish: 0/4 off-grid wishes answered
 * honestly (each offered the next slot as the time asked), the 2 on-grid controls right; "Friday
 * at 2:15?" after 2:30 was offered was not read as a new wish (0/1). After: 4/4, 2/2, 1/1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/support/app";
import type { Deps } from "../context";
import { anotherTimeWish, namesAnotherTime, offerTimes } from "./chat-booking";
import type { ChatSessionState } from "./chat-session";
import { EVAL_NOW } from "./scheduler-eval/cases";
import { buildEvalApp } from "./scheduler-eval/eval-app";
import { interpretRequest } from "./wishes/interpret";

const ZONE = "America/Denver";

const session = (): ChatSessionState => ({
  id: "s",
  visitorId: "v",
  createdAt: EVAL_NOW.toISOString(),
  greeting: "Hi",
  timeZone: ZONE,
  conversationStarted: true,
  memory: {},
  tokensUsed: 0,
});

describe("times offered in the chat for a wish", () => {
  let t: TestApp;
  let deps: Deps;
  beforeAll(async () => {
    ({ t, deps } = await buildEvalApp());
  });
  afterAll(() => t.close());

  // As visitors write them, with the two slots either side of the time asked.
  it.each([
    ["can we do Friday at 2:15?", "Fri, Mar 6, 2:00 PM", "Fri, Mar 6, 2:30 PM"],
    ["how about Tuesday at 10:45am", "Tue, Mar 10, 10:30 AM", "Tue, Mar 10, 11:00 AM"],
    ["Monday at quarter past three?", "Mon, Mar 9, 3:00 PM", "Mon, Mar 9, 3:30 PM"],
    ["would wednesday 11:10 work", "Wed, Mar 11, 11:00 AM", "Wed, Mar 11, 11:30 AM"],
  ])(
    "%s: says calls start on the half hour and offers the slots around it",
    async (wish, before, after) => {
      const turn = await offerTimes(deps, session(), wish);
      expect(turn.text).toMatch(/That time doesn't work/);
      expect(turn.text).toMatch(/start on the hour or half hour/);
      const labels = (turn.slots ?? []).map((s) => s.label);
      expect(labels.some((l) => l.startsWith(before))).toBe(true);
      expect(labels.some((l) => l.startsWith(after))).toBe(true);
      // Given the wish read already, the same turn.
      const read = { wish: interpretRequest(wish, deps.clock(), ZONE) };
      expect(await offerTimes(deps, session(), wish, read)).toEqual(turn);
    },
  );

  it.each([
    ["can we do Friday at 2:30?", "Fri, Mar 6, 2:30 PM"],
    ["Tuesday at 11am works for me", "Tue, Mar 10, 11:00 AM"],
  ])("%s: offers the time asked first", async (wish, label) => {
    const turn = await offerTimes(deps, session(), wish);
    expect(turn.text).not.toMatch(/doesn't work/);
    expect(turn.slots?.[0]?.label.startsWith(label)).toBe(true);
  });

  it("reads an off-grid time named after an offer as a new wish, not as the slot after it", async () => {
    const offered = [{ start: "2026-03-06T21:30:00.000Z", label: "Fri, Mar 6, 2:30 PM MST" }];
    expect(namesAnotherTime("can we do Friday at 2:15?", offered, EVAL_NOW, ZONE)).toBe(true);
    expect(namesAnotherTime("Friday at 2:30 then", offered, EVAL_NOW, ZONE)).toBe(false);
    // The wish it names is the one the times are then offered for, read once.
    expect(anotherTimeWish("can we do Friday at 2:15?", offered, EVAL_NOW, ZONE)).toEqual(
      interpretRequest("can we do Friday at 2:15?", EVAL_NOW, ZONE),
    );
    expect(anotherTimeWish("Friday at 2:30 then", offered, EVAL_NOW, ZONE)).toBeNull();
  });
});
