import type { BlogContentType } from "@repo/schemas";

/** An industry the site serves (company.industries), or null for small businesses in general. */
export type Industry =
  | "Restaurants"
  | "Law firms"
  | "Medical practices"
  | "Retail"
  | "Contractors"
  | "Professional services"
  | "E-commerce"
  | "Manufacturing"
  | "Real estate"
  | null;

/** One owner's brief, as an owner would type it in the Create Blog Post drawer. */
export interface BriefCase {
  id: string;
  /** The first message. */
  brief: string;
  /** What the owner says if the agent asks something; "proceed" when not given. */
  answer?: string;
  /** The brief already says topic, audience and format: the agent should draft at once. */
  complete: boolean;
  contentType: BlogContentType;
  industry: Industry;
  /** The title names the topic when it contains one of these (lower-case stems). */
  topicWords: string[];
  /** The body speaks to its readers when it contains one of these. */
  audienceWords: string[];
  /** Owner's instructions the body must follow ("don't name clients"). */
  forbid?: RegExp[];
}

/** Briefs the agent is developed against (SPEC §9 content types, several industries). */
export const briefs: BriefCase[] = [
  {
    id: "clinic-no-shows",
    brief:
      "Quick Tips for Clinic Owners on Reducing No-Shows with AI Reminders. Audience: Small Medical Practices. Format: Quick Tips. Please Research It and Proceed",
    complete: true,
    contentType: "Quick Tips",
    industry: "Medical practices",
    topicWords: ["no-show", "reminder"],
    audienceWords: ["practice", "clinic", "patient"],
  },
  {
    id: "restaurant-chatbots-short",
    brief: "chatbots for restaurants",
    answer: "Restaurant owners. Quick tips, friendly tone.",
    complete: false,
    contentType: "Quick Tips",
    industry: "Restaurants",
    topicWords: ["chatbot"],
    audienceWords: ["restaurant"],
  },
  {
    id: "law-intake-long",
    brief:
      "I'd like a step-by-step guide for law firms on automating client intake with AI. Keep it friendly but professional, around 900 words, and mention our free discovery call. Please research it first. Keywords: legal intake automation, law firm AI",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Law firms",
    topicWords: ["intake"],
    audienceWords: ["law firm", "attorney", "lawyer"],
  },
  {
    id: "restaurant-case-study",
    brief:
      "Case study: how a restaurant could use an AI website concierge to take reservations after hours. For restaurant owners.",
    complete: true,
    contentType: "Case Study",
    industry: "Restaurants",
    topicWords: ["reservation", "concierge", "after hours", "after-hours"],
    audienceWords: ["restaurant"],
  },
  {
    id: "retail-market-watch",
    brief: "Market watch on AI in retail this year - what small shop owners should watch. Proceed.",
    complete: true,
    contentType: "Market Watch",
    industry: "Retail",
    topicWords: ["retail", "shop"],
    audienceWords: ["retail", "shop", "store"],
  },
  {
    id: "generative-search-explainer",
    brief:
      "Explain what generative search optimisation is and why small businesses should care. In-depth explainer please.",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["generative", "search"],
    audienceWords: ["small business"],
  },
  {
    id: "contractor-quote-follow-up",
    brief:
      "how contractors can use AI to follow up on quotes - step by step guide for roofers and plumbers, tone: practical",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Contractors",
    topicWords: ["quote", "follow"],
    audienceWords: ["contractor", "roofer", "plumb"],
  },
  {
    id: "ecommerce-abandoned-carts",
    brief: "5 quick tips for online stores to recover abandoned carts with AI emails",
    complete: true,
    contentType: "Quick Tips",
    industry: "E-commerce",
    topicWords: ["cart"],
    audienceWords: ["online store", "e-commerce", "ecommerce", "shop"],
  },
  {
    id: "manufacturing-inventory-explainer",
    brief:
      "An in-depth explainer for small manufacturers on predicting inventory needs with AI. Keywords: inventory forecasting, AI for manufacturing. Please don't mention pricing.",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Manufacturing",
    topicWords: ["inventory"],
    audienceWords: ["manufactur"],
    forbid: [/\$\d/, /\bpric(e|ing)\b/i],
  },
  {
    id: "real-estate-case-study",
    brief:
      "Write a case study about a real estate agency using AI lead qualification to respond to buyer inquiries in minutes. Audience: real estate agents.",
    complete: true,
    contentType: "Case Study",
    industry: "Real estate",
    topicWords: ["lead", "inquir"],
    audienceWords: ["real estate", "agent", "agency"],
  },
  {
    id: "professional-services-trends",
    brief:
      "Market trends: AI adoption among accounting firms and consultancies this year. Keep it neutral and data-light; proceed.",
    complete: true,
    contentType: "Market Watch",
    industry: "Professional services",
    topicWords: ["adoption", "accounting", "consult"],
    audienceWords: ["accounting", "consult", "firm"],
  },
  {
    id: "medical-chat-explainer",
    brief:
      "How privacy-conscious practices can use AI chat on their website — an explainer for dental and medical offices",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Medical practices",
    topicWords: ["chat"],
    audienceWords: ["practice", "patient", "dental", "medical"],
  },
  {
    id: "restaurant-market-watch",
    brief:
      "What's changing with AI for restaurants — market watch for owners of cafes and bistros. Research it and proceed.",
    complete: true,
    contentType: "Market Watch",
    industry: "Restaurants",
    topicWords: ["restaurant", "cafe"],
    audienceWords: ["restaurant", "cafe"],
  },
  {
    id: "lawyer-email-tips",
    brief: "tips for lawyers on using AI to answer client emails faster",
    complete: true,
    contentType: "Quick Tips",
    industry: "Law firms",
    topicWords: ["email"],
    audienceWords: ["law", "lawyer", "attorney"],
  },
  {
    id: "reviews-topic-only",
    brief: "AI review management",
    complete: false,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["review"],
    audienceWords: ["business"],
  },
  {
    id: "vague-then-boutique",
    brief: "I want to write a blog post",
    answer:
      "About using AI to write social media posts for a boutique clothing shop. Quick tips please.",
    complete: false,
    contentType: "Quick Tips",
    industry: "Retail",
    topicWords: ["social"],
    audienceWords: ["shop", "boutique", "store", "retail"],
  },
  {
    id: "law-admin-format-missing",
    brief: "How AI can cut admin time for small law offices",
    answer: "step by step please",
    complete: false,
    contentType: "Step-by-Step Guide",
    industry: "Law firms",
    topicWords: ["admin"],
    audienceWords: ["law"],
  },
  {
    id: "contractor-missed-calls-notes",
    brief:
      "Blog idea: the real cost of missed calls for plumbing and HVAC companies, and how an AI receptionist fixes it. Audience: contractors. Format: In-Depth Explainer. Tone: direct, no jargon. Length: ~1000 words. Note for you: don't name any clients. Proceed.",
    complete: true,
    contentType: "In-Depth Explainer",
    industry: "Contractors",
    topicWords: ["missed call", "receptionist"],
    audienceWords: ["contractor", "plumb", "hvac"],
    forbid: [/Canyon Creek/i, /Jensen/],
  },
  {
    id: "ecommerce-success-story",
    brief:
      "Success story format: an online store that automated customer service emails with AI. For e-commerce founders.",
    complete: true,
    contentType: "Case Study",
    industry: "E-commerce",
    topicWords: ["customer service", "email"],
    audienceWords: ["online store", "e-commerce", "ecommerce"],
  },
  {
    id: "smb-time-saving-tips",
    brief:
      "Quick tips: 7 ways small businesses can save time with AI automation. Keywords: AI automation, small business productivity",
    complete: true,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["time", "automation"],
    audienceWords: ["small business"],
  },
  {
    id: "retail-chatbot-how-to",
    brief: "A how-to guide for retail store owners to set up an AI chatbot for their website",
    complete: true,
    contentType: "Step-by-Step Guide",
    industry: "Retail",
    topicWords: ["chatbot"],
    audienceWords: ["retail", "store"],
  },
  {
    id: "manufacturing-outlook-short",
    brief:
      "Market watch: where AI is heading for small manufacturers in the next 12 months. please keep it short and skip the sales pitch",
    complete: true,
    contentType: "Market Watch",
    industry: "Manufacturing",
    topicWords: ["manufactur"],
    audienceWords: ["manufactur"],
  },
  {
    id: "property-manager-tips",
    brief: "quick tips for property managers using AI to handle tenant questions",
    complete: true,
    contentType: "Quick Tips",
    industry: "Real estate",
    topicWords: ["tenant"],
    audienceWords: ["property", "tenant"],
  },
];
