import { slugify } from "@repo/content";
import { type BlogAgentReply, blogAgentReplySchema, blogPostSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/support/app";
import { readData, readJson } from "../../../../test/support/responses";
import { answeredBriefs, answeredHeldOut } from "./answers";
import { type BriefCase, briefs } from "./briefs";
import { casualBriefs, casualHeldOut } from "./casual";
import { type CheckName, type CheckResult, checkOutcome, type Outcome } from "./checks";
import { heldOutBriefs } from "./held-out";
import {
  namedBriefs,
  namedHeldOut,
  nounPhraseBriefs,
  nounPhraseHeldOut,
  situationBriefs,
  situationHeldOut,
} from "./situations";

/**
 * The blog agent's evaluation: owners' briefs sent through the real drawer API (built-in agent,
 * local content store on SQLite), each draft scored on what makes a post publishable. Prints the
 * score; fails when it drops below the floor recorded for the current agent.
 */
const FLOOR = {
  developed: 0.95,
  heldOut: 0.9,
  casual: 0,
  casualHeldOut: 0,
  // A topic with a moment or a place: 55/60 (phrasing 1/5) before shortTopic stopped cutting
  // after "during"/"while", then 59/60; the held-out five went 60/60 at their first run.
  situations: 0.95,
  situationsHeldOut: 0.95,
  // Readers named in an answer ("bakery owners with one or two shops"): 22/24 (the post was
  // for retailers) before owners of an unprofiled trade were read as the readers; held out 24/24.
  answered: 0.95,
  answeredHeldOut: 0.95,
  // Names in sentence-case briefs ("Google Business Profile"): 25/26 (lower-cased in the excerpt
  // and body) before, 26/26 after; held out 25/26 at first run ("facebook messages" in the
  // body, fixed with the developed case's body fix), 26/26 now.
  named: 0.95,
  namedHeldOut: 0.95,
  // Long noun-phrase topics ("an AI receptionist"): 22/26 with the phrase cut in the excerpt
  // (phrasing 0/2), then 23/26 (phrasing 2/2; the whole topic phrase now trips "repeats the
  // brief", six words shared with it); held out 25/26 at first run. The vet clinic post still
  // speaks to "practice owners", never naming vets.
  nounPhrases: 0.85,
  nounPhrasesHeldOut: 0.9,
};

type Scored = { id: string; checks: Record<CheckName, CheckResult> };

describe("blog agent evaluation", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    auth = await t.login();
  });
  afterAll(() => t.close());

  async function say(runId: string, message: string): Promise<BlogAgentReply> {
    const res = await t.json("POST", "/api/admin/blog-agent", { runId, message }, auth);
    expect(res.status).toBe(200);
    return readJson(res, blogAgentReplySchema);
  }

  /** Plays the owner: the brief, then the case's answer, then "proceed", at most three turns. */
  async function converse(c: BriefCase, set: string): Promise<Outcome> {
    const runId = `eval-${set}-${c.id}`;
    const answers = [c.answer ?? "proceed", "proceed"];
    const questions: string[] = [];
    let reply = await say(runId, c.brief);
    while (reply.needsMoreInfo && questions.length < 3) {
      questions.push(reply.reply);
      const next = answers.shift();
      if (!next) break;
      reply = await say(runId, next);
    }
    if (!reply.entryId) return { questions, post: null };
    const res = await t.json("GET", `/api/admin/blogs/${reply.entryId}`, undefined, auth);
    return { questions, post: await readData(res, blogPostSchema) };
  }

  async function score(set: string, cases: BriefCase[]) {
    const scored: Scored[] = [];
    for (const c of cases)
      scored.push({ id: c.id, checks: checkOutcome(c, await converse(c, set), slugify) });
    const all = scored.flatMap((s) => Object.values(s.checks));
    const passed = all.filter((r) => r.pass).length;
    const byCheck = new Map<string, number>();
    for (const s of scored)
      for (const [name, r] of Object.entries(s.checks))
        byCheck.set(name, (byCheck.get(name) ?? 0) + (r.pass ? 1 : 0));
    const lines = [
      `blog agent evaluation (${set}): ${passed}/${all.length} checks = ${((100 * passed) / all.length).toFixed(1)}%`,
      `  by check: ${[...byCheck].map(([k, v]) => `${k} ${v}/${cases.length}`).join(", ")}`,
      ...scored.flatMap((s) =>
        Object.entries(s.checks)
          .filter(([, r]) => !r.pass)
          .map(([k, r]) => `  ✗ ${s.id} ${k}: ${r.why}`),
      ),
    ];
    console.log(lines.join("\n"));
    return passed / all.length;
  }

  it("covers at least 20 briefs, every content type, several industries", () => {
    expect(briefs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(briefs.map((b) => b.contentType)).size).toBe(5);
    expect(new Set(briefs.map((b) => b.industry)).size).toBeGreaterThanOrEqual(6);
  });

  it("drafts publishable posts from the owners' briefs", async () => {
    expect(await score("developed", briefs)).toBeGreaterThanOrEqual(FLOOR.developed);
  });

  it("drafts publishable posts from briefs it was not developed on", async () => {
    expect(await score("held-out", heldOutBriefs)).toBeGreaterThanOrEqual(FLOOR.heldOut);
  });

  it("drafts publishable posts from one-line briefs for readers it has no profile for", async () => {
    expect(await score("casual", casualBriefs)).toBeGreaterThanOrEqual(FLOOR.casual);
    expect(await score("casual-held-out", casualHeldOut)).toBeGreaterThanOrEqual(
      FLOOR.casualHeldOut,
    );
  });

  it("drafts publishable posts from briefs whose topic names a moment or a place", async () => {
    // A fresh server: the drawer allows 60 messages an hour per address, spent by the sets above.
    await t.close();
    t = await buildTestApp("sqlite");
    auth = await t.login();
    expect(await score("situations", situationBriefs)).toBeGreaterThanOrEqual(FLOOR.situations);
    expect(await score("situations-held-out", situationHeldOut)).toBeGreaterThanOrEqual(
      FLOOR.situationsHeldOut,
    );
  });

  it("drafts for the readers the owner names in an answer", async () => {
    expect(await score("answered", answeredBriefs)).toBeGreaterThanOrEqual(FLOOR.answered);
    expect(await score("answered-held-out", answeredHeldOut)).toBeGreaterThanOrEqual(
      FLOOR.answeredHeldOut,
    );
  });

  it("keeps the names the owner capitalised", async () => {
    expect(await score("named", namedBriefs)).toBeGreaterThanOrEqual(FLOOR.named);
    expect(await score("named-held-out", namedHeldOut)).toBeGreaterThanOrEqual(FLOOR.namedHeldOut);
  });

  it("keeps the brief's noun phrases whole", async () => {
    expect(await score("noun-phrases", nounPhraseBriefs)).toBeGreaterThanOrEqual(FLOOR.nounPhrases);
    expect(await score("noun-phrases-held-out", nounPhraseHeldOut)).toBeGreaterThanOrEqual(
      FLOOR.nounPhrasesHeldOut,
    );
  });
});
