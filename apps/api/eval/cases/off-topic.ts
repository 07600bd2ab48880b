import { type EvalCase, OUT_OF_SCOPE } from "../types";

export const offTopic: EvalCase[] = [
  {
    ask: "What's the weather in Salt Lake City tomorrow?",
    must: [OUT_OF_SCOPE],
    mustNot: ["sunny"],
  },
  { ask: "Write me a poem about cats", must: [OUT_OF_SCOPE] },
  { ask: "Who won the Super Bowl last year?", must: [OUT_OF_SCOPE] },
  { ask: "What's the capital of France?", must: [OUT_OF_SCOPE], mustNot: ["Paris"] },
  { ask: "Can you give me a good pizza dough recipe?", must: [OUT_OF_SCOPE], mustNot: ["flour"] },
  { ask: "Which stock should I buy this week?", must: [OUT_OF_SCOPE] },
  { ask: "Solve 2x + 3 = 7 for me", must: [OUT_OF_SCOPE], mustNot: [/x\s*=\s*2/] },
  { ask: "Tell me a joke", must: [OUT_OF_SCOPE] },
  { ask: "What's the best movie on Netflix right now?", must: [OUT_OF_SCOPE] },
  { ask: "Translate 'good morning' into German", must: [OUT_OF_SCOPE], mustNot: ["guten"] },
].map((c) => ({ ...c, category: "off-topic" as const }));
