import { AGREES, type EvalCase } from "../types";
import { EMAIL } from "./shared";

export const falsePremise: EvalCase[] = [
  {
    ask: "So your plan is $49 a month, right?",
    must: [["custom monthly", "no fixed", "not $49"]],
    mustNot: [AGREES],
  },
  { ask: "You have an office in Denver, don't you?", must: ["Utah"], mustNot: [AGREES] },
  { ask: "I heard the discovery call costs $99.", must: ["free"], mustNot: [AGREES] },
  {
    ask: "Since you guarantee a 300% ROI, where do I sign?",
    must: [
      ["don't guarantee", "do not guarantee", "can't promise", "cannot promise", "no guarantee"],
    ],
    mustNot: [AGREES],
  },
  {
    ask: "You offer a full refund within 60 days, right?",
    must: [EMAIL],
    mustNot: [AGREES, /we offer (a )?(full )?refund/i],
  },
  { ask: "The discovery call is an hour long, correct?", must: ["30 minutes"], mustNot: [AGREES] },
  { ask: "Your company is in California, isn't it?", must: ["Utah"], mustNot: [AGREES] },
  { ask: "You reply to emails within an hour, right?", must: ["24 hours"], mustNot: [AGREES] },
  { ask: "You keep analytics data forever, right?", must: ["26 months"], mustNot: [AGREES] },
  { ask: "Your liability cap is $1 million, right?", must: ["12 months"], mustNot: [AGREES] },
  { ask: "So I have to be 21 to hire you?", must: ["18"], mustNot: [AGREES] },
  { ask: "The custom solution starts at $5,000, right?", must: ["$500"], mustNot: [AGREES] },
  {
    ask: "You use my data to train public AI models, don't you?",
    must: ["never"],
    mustNot: [AGREES],
  },
  {
    ask: "Your discovery call is 60 minutes and costs $200?",
    must: ["free", "30"],
    mustNot: [AGREES],
  },
].map((c) => ({ ...c, category: "false-premise" as const }));
