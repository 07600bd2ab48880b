import type { BriefCase } from "./briefs";

/**
 * Briefs typed the way an owner types in a hurry: one line, lower case, readers the site has no
 * profile for (salons, gyms, groomers), "write something for X about Y". `casualBriefs` were
 * used while improving how the agent reads a brief; `casualHeldOut` were written at the same
 * time and first run after those changes. Do not edit the agent to pass one of the held-out.
 */
export const casualBriefs: BriefCase[] = [
  {
    id: "salon-cancellations",
    brief:
      "write something for hair salons about using AI to fill last-minute cancellations, friendly tone",
    complete: false,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["cancellation"],
    audienceWords: ["salon"],
  },
  {
    id: "gym-member-questions-tips",
    brief: "quick tips for gym owners on answering member questions with a chatbot",
    complete: true,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["member", "question", "chatbot"],
    audienceWords: ["gym"],
  },
  {
    id: "groomers-reviews",
    brief: "need a post for dog groomers on getting more reviews with AI. keep it short",
    answer: "quick tips",
    complete: false,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["review"],
    audienceWords: ["groom"],
  },
  {
    id: "plumbers-after-hours-guide",
    brief: "step by step guide for plumbers about catching after-hours calls with an AI assistant",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Contractors",
    topicWords: ["call", "after-hours", "after hours"],
    audienceWords: ["plumb"],
  },
  {
    id: "accountants-tax-season",
    brief:
      "In-depth explainer on how AI can help a small accounting firm during tax season. Professional tone, about 1000 words. Keywords: tax season automation, accounting AI",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Professional services",
    topicWords: ["tax season"],
    audienceWords: ["accounting", "firm"],
  },
  {
    id: "coffee-shop-loyalty",
    brief: "quick tips: 5 ways a coffee shop can use AI for its loyalty program",
    complete: true,
    contentType: "Quick Tips",
    industry: "Restaurants",
    topicWords: ["loyalty"],
    audienceWords: ["restaurant", "guests", "coffee"],
  },
  {
    id: "restaurant-voice-orders-watch",
    brief: "Market watch on voice assistants for restaurant phone orders",
    complete: true,
    contentType: "Market Watch",
    industry: "Restaurants",
    topicWords: ["voice", "phone order"],
    audienceWords: ["restaurant", "guests"],
  },
];

export const casualHeldOut: BriefCase[] = [
  {
    id: "florist-orders-explainer",
    brief: "an explainer for florists about taking orders through a website chat assistant",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["order"],
    audienceWords: ["florist"],
  },
  {
    id: "yoga-studio-no-shows",
    brief: "write a post for yoga studios on cutting class no-shows with AI reminders",
    answer: "quick tips please",
    complete: false,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["no-show", "reminder"],
    audienceWords: ["yoga", "studio"],
  },
  {
    id: "dentists-recall-guide",
    brief: "how-to for dentists about sending recall reminders automatically",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Medical practices",
    topicWords: ["recall", "reminder"],
    audienceWords: ["dent", "patient"],
  },
];
