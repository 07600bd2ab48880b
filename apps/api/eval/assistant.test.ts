/**
 * The assistant evaluation in `bun run test`: every case through the real chat API with the
 * built-in responder; prints the score per category and holds the floor.
 */
import { describe, expect, it } from "vitest";
import { cases } from "./cases";
import { everyday } from "./everyday";
import { followUps } from "./follow-ups";
import { formatReport, runEval } from "./harness";
import { heldOut } from "./held-out";
import { nearMisses } from "./near-misses";
import { secondVisit, secondVisitHeldOut } from "./second-visit";
import { unseen } from "./unseen";
import { walkIn, walkInHeldOut } from "./walk-in";

/** The built-in responder's floor on the main cases (target: 97 %, no must-not violation). */
const FLOOR = 0.97;

describe("assistant evaluation (built-in responder)", () => {
  it(`answers at least ${FLOOR * 100} % of the cases and never says what it must not`, async () => {
    const report = await runEval(cases);
    console.log(formatReport("assistant eval", report, true));
    expect(report.total).toBeGreaterThanOrEqual(150);
    expect(report.violations).toBe(0);
    expect(report.passed / report.total).toBeGreaterThanOrEqual(FLOOR);
  });

  it("prints the held-out score (not tuned on)", async () => {
    const report = await runEval(heldOut);
    console.log(formatReport("held-out", report, true));
    expect(report.violations).toBe(0);
  });

  it("prints the score on the second unseen set (not tuned on)", async () => {
    const report = await runEval(unseen);
    console.log(formatReport("unseen", report, true));
    expect(report.total).toBeGreaterThanOrEqual(40);
    expect(report.violations).toBe(0);
  });

  it("prints the score on everyday words and described problems (not tuned on)", async () => {
    const report = await runEval(everyday);
    console.log(formatReport("everyday", report, true));
    expect(report.total).toBeGreaterThanOrEqual(20);
    expect(report.violations).toBe(0);
  });

  it("prints the score on second-visit questions (other words, typos, languages)", async () => {
    const report = await runEval([...secondVisit, ...secondVisitHeldOut]);
    console.log(formatReport("second visit", report, true));
    expect(report.total).toBeGreaterThanOrEqual(40);
    expect(report.violations).toBe(0);
  });

  it("prints the score on casual walk-in questions, and on those held out", async () => {
    const report = await runEval([...walkIn, ...walkInHeldOut]);
    console.log(formatReport("walk-in", report, true));
    expect(report.violations).toBe(0);
  });

  it("prints the score on near misses (a nearby clause, a thank-you for a worry)", async () => {
    const report = await runEval(nearMisses);
    console.log(formatReport("near misses", report, true));
    expect(report.total).toBeGreaterThanOrEqual(10);
    expect(report.violations).toBe(0);
  });

  it('prints the score on follow-ups whose subject is the earlier question\'s ("how long is it?")', async () => {
    const report = await runEval(followUps);
    console.log(formatReport("follow-ups", report, true));
    expect(report.total).toBeGreaterThanOrEqual(10);
    expect(report.violations).toBe(0);
  });
});
