import { slugify } from "@repo/content";
import type { BlogPost } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { briefs } from "./briefs";
import { checkOutcome } from "./checks";
import { isTitleCase } from "./text";

const clinic = briefs.find((b) => b.id === "clinic-no-shows");
if (!clinic) throw new Error("the clinic brief is missing");

/** The draft the issue reported: the brief as title, slug and excerpt, notes in the body. */
const reported: BlogPost = {
  id: "x",
  title:
    "Quick Tips for Clinic Owners on Reducing No-Shows with AI Reminders. Audience: Small Medical Practices. Format: Quick Tips. Please Research It and Proceed",
  slug: "quick-tips-for-clinic-owners-on-reducing-no-shows-with-ai-reminders-audience-small",
  excerpt:
    "What medical practices should know about quick tips for clinic owners on reducing no-shows with ai reminders please research it and proceed: where it helps…",
  content:
    "> **Starting draft to edit.** The built-in blog agent composed this; no language model was used.\n\n## Why it matters\n\nThis section should explain the problem.",
  tags: ["medical practices", "quick tips", "success story: canyon creek family dental"],
  status: "draft",
  contentType: "Quick Tips",
  author: "Team",
  views: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  publishedAt: null,
};

/** The evaluation's checks catch what owners complained about, and pass what they asked for. */
describe("blog draft checks", () => {
  it("fail the draft the issue reported on every count it names", () => {
    const r = checkOutcome(clinic, { questions: [], post: reported }, slugify);
    for (const name of [
      "title",
      "slug",
      "excerpt",
      "structure",
      "length",
      "tags",
      "clean body",
      "notes",
    ] as const)
      expect(r[name].pass, name).toBe(false);
  });

  it("fail a repeated question and a count that does not match", () => {
    const open = briefs.find((b) => !b.complete);
    if (!open) throw new Error("no brief that needs a question");
    const ask = "One quick question:\n- **Audience:** who is it for?";
    const outcome = (questions: string[]) =>
      checkOutcome(open, { questions, post: reported }, slugify).conversation.pass;
    expect(outcome([ask])).toBe(true);
    expect(outcome([ask, ask])).toBe(false);
    expect(outcome([ask.replace("One", "Two")])).toBe(false);
  });

  it("fail a topic phrase cut after its preposition, and pass the whole phrase", () => {
    const post = (excerpt: string) => ({ ...reported, excerpt, content: "Plain text." });
    const phrasing = (excerpt: string) =>
      checkOutcome(clinic, { questions: [], post: post(excerpt) }, slugify).phrasing.pass;
    expect(phrasing("A guide to answering phone orders during for restaurant owners.")).toBe(false);
    expect(phrasing("What answering phone orders during: what it is.")).toBe(false);
    expect(phrasing("A guide to answering phone orders during the dinner rush.")).toBe(true);
  });

  it("read title case the way editors do", () => {
    expect(isTitleCase("Reducing No-Shows with AI Reminders: A Step-by-Step Guide")).toBe(true);
    expect(isTitleCase("Reducing no-shows With AI reminders")).toBe(false);
  });
});
