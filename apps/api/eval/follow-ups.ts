/**
 * Follow-ups whose subject is only a pronoun or nothing at all ("how long is it?", "and for how
 * long?"): the thing asked about is the earlier question's. Written from SPEC §1–§3 and
 * packages/site-content only, in the words a visitor would type, and first run before the
 * change they led to. Two cases change the subject and must not be read with the earlier one.
 */
import { AGREES, type EvalCase } from "./types";

/** The project timeline: the wrong answer to how long something else takes. */
const TIMELINE = /\bweeks\b/i;

export const followUps: readonly EvalCase[] = [
  {
    before: ["tell me about the discovery call"],
    ask: "how long is it?",
    must: ["30 min"],
    mustNot: [TIMELINE],
  },
  {
    before: ["is the discovery call free?"],
    ask: "and how long is it?",
    must: ["30 min"],
    mustNot: [TIMELINE],
  },
  {
    before: ["how long is the discovery call?"],
    ask: "and what does it cost?",
    must: ["free"],
    mustNot: ["$500"],
  },
  // No solution has a price of its own: how pricing works, never a price made up for it.
  {
    before: ["tell me about the Smart Lead Qualifier"],
    ask: "how much does it cost?",
    must: [["$500", "scope"]],
    mustNot: [AGREES, /\bfree\b(?! 30)/i],
  },
  {
    before: ["where are you located?"],
    ask: "what hours?",
    must: [["9:00", "9 am"]],
  },
  {
    before: ["when are invoices due?"],
    ask: "and how long do I have?",
    must: ["15 days"],
    mustNot: [TIMELINE],
  },
  {
    before: ["do you keep website analytics?"],
    ask: "and for how long?",
    must: ["26 months"],
    mustNot: [TIMELINE],
  },
  {
    before: ["will you delete my data if I ask?"],
    ask: "how long does that take?",
    must: ["30 days"],
    mustNot: [TIMELINE],
  },
  {
    before: ["do you offer a managed partnership?"],
    ask: "can I cancel it?",
    must: ["30 days"],
  },
  // A follow-up with a subject of its own is about that subject.
  {
    before: ["how much is the discovery call?"],
    ask: "where are you located?",
    must: ["Utah"],
    mustNot: ["30 min"],
  },
  {
    before: ["tell me about the discovery call"],
    ask: "what does the Smart Lead Qualifier do?",
    must: ["Lead Qualifier"],
  },
].map((c) => ({ ...c, category: "memory" as const }));
