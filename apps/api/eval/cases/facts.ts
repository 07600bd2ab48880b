import { AGREES, type EvalCase } from "../types";
import { EMAIL } from "./shared";

export const facts: EvalCase[] = [
  { ask: "What exactly do you do?", must: ["small", ["automation", "chatbot"]] },
  { ask: "What services do you offer?", must: ["Lead Qualification", "Custom Chatbots"] },
  { ask: "How much is the discovery call?", must: ["free", "30"] },
  { ask: "How long is the free consultation?", must: ["30 minutes", "free"] },
  { ask: "What are your prices?", must: ["Managed Partnership", "$500"] },
  {
    ask: "Do you have a fixed monthly price list?",
    must: [["custom monthly", "no fixed"]],
    mustNot: [/\$\d+\s*(\/|per|a)\s*mo/i, AGREES],
  },
  {
    ask: "If you build a custom solution for me, who owns it?",
    must: [
      ["you own", "you'll own"],
      ["IP", "intellectual property"],
    ],
  },
  { ask: "Can I cancel the monthly partnership?", must: ["30 days"] },
  { ask: "What's your process?", must: ["Discovery", "Design", "Deploy", "Optimize"] },
  { ask: "What happens in the design step?", must: [["fixed price", "clear plan"]] },
  { ask: "Where are you based?", must: ["Utah"] },
  { ask: "What's your email address?", must: [EMAIL] },
  { ask: "How fast do you answer emails?", must: ["24 hours"] },
  {
    ask: "If I send a detailed project inquiry, when will I hear back?",
    must: ["24 business hours"],
  },
  { ask: "What industries do you work with?", must: [["restaurants", "restaurant"], "law firm"] },
  {
    ask: "How long does it take to get an AI project live?",
    must: [["two to six weeks", "2 to 6 weeks", "2-6 weeks"]],
  },
  { ask: "Do I need an IT team to work with you?", must: [["no.", "no,", "you don't"], "train"] },
  { ask: "Is my customer data safe with you?", must: ["encrypt"] },
  { ask: "How many solutions do you have?", must: [["12", "twelve"]] },
  { ask: "What does the Smart Lead Qualifier do?", must: ["score", "5 minutes"] },
  { ask: "Tell me about the AI Financial Overview Assistant", must: ["cash flow"] },
  { ask: "What results did the dental practice you worked with get?", must: ["60%"] },
  { ask: "How much money do small teams waste on manual work?", must: ["$2.4k"] },
  {
    ask: "How many inquiries are lost when nobody answers fast?",
    must: ["35%", "30 minutes"],
  },
  { ask: "How far behind are businesses that wait to adopt AI?", must: ["18 months"] },
  { ask: "How much revenue do missed follow-ups cost a business?", must: ["15-25%"] },
  { ask: "What does inefficiency do to margins?", must: ["7%"] },
  { ask: "Is there an endpoint for AI agents?", must: ["/api/nlweb/mcp"] },
  {
    ask: "How can my AI assistant book a consultation for me?",
    must: ["book_consultation", "email"],
  },
  {
    ask: "If I book by email, what should I include?",
    must: ["name", "business type", "preferred time"],
  },
  {
    ask: "Can you help my business show up in ChatGPT answers?",
    must: ["Generative Search Optimization"],
  },
  { ask: "Are there extra fees for the AI software you use?", must: ["at cost"] },
  { ask: "What is the Custom Solution option?", must: ["$500", "one-time"] },
  { ask: "Which pricing option is the most popular?", must: ["Managed Partnership"] },
  { ask: "Can I talk to a real person?", must: [EMAIL, "calendly.com"] },
  { ask: "When are invoices due?", must: ["15 days"] },
].map((c) => ({ ...c, category: "facts" as const }));
