import { DONT_KNOW, type EvalCase } from "../types";

export const smallTalk: EvalCase[] = [
  { ask: "Hi", must: [["help", "assist"]] },
  { ask: "I'm Tom, I own a pizzeria in Provo", must: ["Tom"], mustNot: DONT_KNOW },
  { ask: "thanks!", must: [["welcome", "glad"]] },
  { ask: "How are you today?", mustNot: DONT_KNOW, must: [["help", "assist"]] },
  { ask: "Are you a bot?", must: [["AI assistant", "assistant"]], mustNot: [/i'?m a human/i] },
  { ask: "ok cool", mustNot: DONT_KNOW },
  { ask: "Good morning!", must: [["help", "assist"]] },
].map((c) => ({ ...c, category: "small-talk" as const }));
