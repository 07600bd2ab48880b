import { AGREES, type EvalCase } from "../types";

export const legal: EvalCase[] = [
  { ask: "How long do you keep records of completed projects?", must: ["7 years"] },
  { ask: "How long is website analytics data kept?", must: ["26 months"] },
  { ask: "If there's a data breach, how fast do you tell the authorities?", must: ["72 hours"] },
  { ask: "What's the minimum age to use your services?", must: ["18"] },
  { ask: "What is your liability limited to?", must: ["12 months", "fees"] },
  { ask: "Which state's law governs your terms?", must: ["Utah"] },
  { ask: "How are disputes handled?", must: ["arbitration"] },
  { ask: "If I ask you to delete my data, how long does it take?", must: ["30 days"] },
  { ask: "How long do you take to answer a privacy rights request?", must: ["30 days"] },
  { ask: "I have a general privacy question, how soon will you reply?", must: ["5 business days"] },
  { ask: "How fast do you respond to an urgent security issue?", must: ["24 hours"] },
  {
    ask: "Do you sell my personal information?",
    must: [["do not sell", "don't sell", "never sell"]],
  },
  {
    ask: "Do you use advertising cookies?",
    must: [["do not use advertising", "don't use advertising", "no advertising"]],
    mustNot: [AGREES],
  },
  { ask: "Will you train AI models on my company's data?", must: ["never"], mustNot: [AGREES] },
  { ask: "How long are financial records kept?", must: ["7 years"] },
  { ask: "Who on your staff can access my data?", must: ["role-based"] },
  { ask: "Will you share my business info with your other clients?", must: ["confidential"] },
  { ask: "Can I join a class action against you?", must: ["individually"] },
  { ask: "Which countries is my data processed in?", must: ["United States"] },
  {
    ask: "What happens to my data when the contract ends?",
    must: [["return or delete", "delete"]],
  },
  { ask: "What am I not allowed to do with the chat assistant?", must: ["spam"] },
  { ask: "Can I rely on your AI's answers for legal decisions?", must: [["review", "mistakes"]] },
].map((c) => ({ ...c, category: "legal" as const }));
