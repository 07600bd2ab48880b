import type { EvalCase } from "../types";

export const capability: EvalCase[] = [
  {
    ask: "Can your assistant book appointments after hours and send reminders?",
    must: ["Website Concierge"],
  },
  {
    ask: "Is there a tool that tells a shop when to reorder stock?",
    must: ["Inventory Predictor"],
  },
  { ask: "Can you help me reply to Google reviews?", must: ["Reputation Guard"] },
  { ask: "Can AI write our email newsletters?", must: ["Email Marketing Pro"] },
  {
    ask: "I never find time to post on Instagram. Can you help?",
    must: ["Social Content Assistant"],
  },
  {
    ask: "Can you pull the data out of invoices and forms for us?",
    must: ["Document & Data Assistant"],
  },
  { ask: "Can you keep an eye on what my competitors charge?", must: ["Competitor Analyst"] },
  { ask: "I'd like a weekly view of my cash flow. Possible?", must: ["Financial Overview"] },
  {
    ask: "Our customers stop coming back. Can AI do anything about it?",
    must: ["Customer Loyalty"],
  },
  { ask: "Can you automate staff scheduling and handoffs?", must: ["Team Operations Booster"] },
  { ask: "Do you build chatbots for websites?", must: [["chatbot", "Concierge"], "24/7"] },
  { ask: "Can you qualify my leads automatically?", must: ["Lead Qualif"] },
  { ask: "We don't know where to start with AI. Can you help?", must: [["Strategy", "roadmap"]] },
  {
    ask: "Can you connect our tools so orders and invoices move without copy and paste?",
    must: ["Business Process Automation"],
  },
  {
    ask: "Our problem doesn't fit any box. Do you build custom AI solutions?",
    must: ["Custom", "$500"],
  },
  { ask: "Can you analyze our sales data and make forecasts?", must: ["Data Analysis"] },
  {
    ask: "Can you answer routine customer support questions automatically?",
    must: ["Customer Service Automation"],
  },
  { ask: "Can you make our marketing campaigns perform better?", must: ["Marketing"] },
  { ask: "Can you find the bottlenecks slowing our operations?", must: ["Operational Efficiency"] },
  {
    ask: "Do you host and maintain the solution after launch?",
    must: [["hosting", "Managed Partnership"]],
  },
].map((c) => ({ ...c, category: "capability" as const }));
