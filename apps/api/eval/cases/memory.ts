import type { EvalCase } from "../types";

const TOM = "I'm Tom, I own a pizzeria in Provo";
export const memory: EvalCase[] = [
  { before: [TOM], ask: "what's my name and what do I run?", must: ["Tom", "pizzeria"] },
  {
    before: [TOM],
    ask: "which of your solutions would you start with for my business?",
    must: [
      ["pizzeria", "restaurant"],
      ["Concierge", "Reputation", "Loyalty", "Social"],
    ],
  },
  { before: [TOM], ask: "where is my business?", must: ["Provo"] },
  {
    before: ["Hi, I'm Dr. Patel and I run a small dental clinic"],
    ask: "what would help us most?",
    must: [["Concierge", "reminder"]],
    mustNot: ["Inventory Predictor"],
  },
  {
    before: ["We're a hardware store with 12 employees"],
    ask: "what do you recommend for us?",
    must: ["Inventory Predictor"],
  },
  { before: ["My name is Maria"], ask: "do you remember my name?", must: ["Maria"] },
  {
    before: ["I run a law firm in Ogden"],
    ask: "What's a good first project for us?",
    must: ["law firm", ["Document", "Concierge", "Lead"]],
  },
  {
    before: ["I'm Sam, my email is sam@example.com"],
    ask: "what email did I give you?",
    must: ["sam@example.com"],
  },
  {
    earlierSession: ["I'm Lucy and I run a bakery"],
    ask: "what do I do for a living?",
    must: ["bakery"],
  },
  {
    earlierSession: ["I'm Ken, you can reach me at ken@example.com or 801-555-0134"],
    ask: "what's my email and phone number?",
    mustNot: ["ken@example.com", "555-0134"],
  },
  {
    before: ["We have 40 employees and we keep missing calls after hours"],
    ask: "what would you suggest?",
    must: ["Concierge"],
  },
  {
    before: ["I own an online store"],
    ask: "how could AI help me?",
    must: [["Inventory", "Email Marketing", "Concierge", "Loyalty"]],
  },
  {
    before: ["I'm Jake, I run a roofing company", "how much does it cost?"],
    ask: "what's my name?",
    must: ["Jake"],
  },
  { before: ["I'm Ana from Bella Salon"], ask: "who am I?", must: ["Ana"] },
  {
    before: ["My business is a real estate agency"],
    ask: "what would you start with for my business?",
    must: ["real estate", ["Lead Qualifier", "Concierge"]],
  },
  {
    before: ["I'm a contractor and I keep losing leads"],
    ask: "what do you suggest?",
    must: [["Lead Qualifier", "Concierge"]],
  },
].map((c) => ({ ...c, category: "memory" as const }));
