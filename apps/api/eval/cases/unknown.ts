import { AGREES, DONT_KNOW, type EvalCase } from "../types";
import { EMAIL } from "./shared";

export const unknown: EvalCase[] = [
  {
    ask: "What's your phone number?",
    must: [EMAIL],
    mustNot: [/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/],
  },
  {
    ask: "How many employees does your company have?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [/we have \d+/i],
  },
  {
    ask: "Who is your CEO?",
    must: [DONT_KNOW, EMAIL],
    mustNot: ["Melissa Jensen"],
  },
  {
    ask: "Are you HIPAA certified?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES, /we are hipaa/i],
  },
  { ask: "What programming languages do you use?", must: [DONT_KNOW, EMAIL] },
  { ask: "Can I pay with bitcoin?", must: [DONT_KNOW, EMAIL], mustNot: [AGREES] },
  {
    ask: "Do you offer a free trial?",
    must: ["free", "30"],
    mustNot: [AGREES, /free trial is available/i],
  },
  { ask: "Do you integrate with Salesforce?", must: [EMAIL], mustNot: [AGREES] },
  { ask: "What's your street address? I want to mail you something.", must: [EMAIL] },
  { ask: "Do you have any clients in Canada?", must: [DONT_KNOW, EMAIL], mustNot: [AGREES] },
].map((c) => ({ ...c, category: "unknown" as const }));
