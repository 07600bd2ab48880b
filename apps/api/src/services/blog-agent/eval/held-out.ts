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
];
