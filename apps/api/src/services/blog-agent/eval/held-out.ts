import type { BriefCase } from "./briefs";

/**
 * Briefs kept out of development: the agent is never tuned on them, so their score says
 * whether it reads briefs it has not seen. Do not edit the agent to pass one of these.
 */
export const heldOutBriefs: BriefCase[] = [
  {
    id: "accountants-documents",
    brief:
      "Write something for accountants about AI document processing, an explainer, keep it warm",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Professional services",
    topicWords: ["document"],
    audienceWords: ["accountant", "accounting", "firm"],
  },
  {
    id: "contractor-fast-replies-case",
    brief:
      "Case study idea: a contractor who stopped losing leads by answering web inquiries with AI within five minutes. Please research and proceed.",
    complete: true,
    contentType: "Case Study",
    industry: "Contractors",
    topicWords: ["lead", "inquir"],
    audienceWords: ["contractor"],
  },
  {
    id: "online-shopping-watch",
    brief: "market watch - AI and online shopping",
    answer: "for e-commerce store owners",
    complete: false,
    contentType: "Market Watch",
    industry: "E-commerce",
    topicWords: ["shopping", "e-commerce", "online"],
    audienceWords: ["online", "e-commerce", "ecommerce", "store"],
  },
  {
    id: "physio-reminders-guide",
    brief:
      "Step-by-step: automate appointment reminders at a physiotherapy clinic. For medical practices. Friendly tone.",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Medical practices",
    topicWords: ["reminder", "appointment"],
    audienceWords: ["clinic", "practice", "patient"],
  },
  {
    id: "bakeries-short",
    brief: "ai for bakeries",
    answer: "bakery owners, quick tips",
    complete: false,
    contentType: "Quick Tips",
    industry: "Restaurants",
    topicWords: ["bakery", "bakeries"],
    audienceWords: ["bakery", "bakeries"],
  },
  {
    id: "broker-lead-scoring",
    brief:
      "Explain in depth how AI lead qualification works for real estate brokers; keywords: lead scoring, real estate AI; don't mention competitors",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Real estate",
    topicWords: ["lead"],
    audienceWords: ["real estate", "broker"],
  },
  {
    id: "dentist-reviews-casual",
    brief:
      "hey! could you put together something on getting more google reviews for a dental office? tips format, casual",
    complete: true,
    contentType: "Quick Tips",
    industry: "Medical practices",
    topicWords: ["review"],
    audienceWords: ["dental", "practice", "patient"],
  },
  {
    id: "law-chatbot-ethics-explainer",
    brief:
      "Topic: what a website chatbot can and cannot say for a small law firm. Format: In-Depth Explainer. Audience: solo attorneys. Keep it factual, no legal advice.",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Law firms",
    topicWords: ["chatbot"],
    audienceWords: ["law", "attorney", "lawyer"],
  },
  {
    id: "realtor-listing-descriptions-guide",
    brief: "step by step guide: writing listing descriptions with AI, for realtors",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Real estate",
    topicWords: ["listing"],
    audienceWords: ["realtor", "real estate", "agent"],
  },
  {
    id: "retail-inventory-trends",
    brief:
      "I need a market watch post about AI inventory forecasting trends for independent retailers. Please research and go ahead.",
    complete: true,
    contentType: "Market Watch",
    industry: "Retail",
    topicWords: ["inventory"],
    audienceWords: ["retail", "store", "shop"],
  },
  {
    id: "ops-automation-vague",
    brief: "Something about automating the boring admin work",
    answer: "small business owners in general, an explainer is fine",
    complete: false,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["admin", "automat"],
    audienceWords: ["business"],
  },
  {
    id: "restaurant-reviews-case",
    brief:
      "Case study of a pizzeria replying to every online review with AI. Audience: restaurant owners. Don't invent numbers.",
    complete: true,
    contentType: "Case Study",
    industry: "Restaurants",
    topicWords: ["review"],
    audienceWords: ["restaurant", "pizzeria"],
  },
];
