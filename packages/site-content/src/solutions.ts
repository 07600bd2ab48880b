/** The solutions grid of the home page (SPEC §2.3, §3). */
export type SolutionCategory =
  | "marketing-sales"
  | "customer-engagement"
  | "strategic-insights"
  | "operations"
  | "custom";

/** Filter tabs in display order; `all` shows every card. */
export const solutionTabs = [
  { id: "all", label: "All" },
  { id: "marketing-sales", label: "Marketing & Sales" },
  { id: "customer-engagement", label: "Customer Engagement" },
  { id: "strategic-insights", label: "Strategic Insights" },
  { id: "operations", label: "Operations" },
] as const;

export type SolutionTabId = (typeof solutionTabs)[number]["id"];

export interface Solution {
  id: string;
  /** A lucide icon name, e.g. "Mail"; the web app maps names to components. */
  icon: string;
  title: string;
  description: string;
  impact: string;
  category: SolutionCategory;
  isCustom?: boolean;
}

export const solutions: readonly Solution[] = [
  {
    id: "ai-email-marketing-pro",
    icon: "Mail",
    title: "AI Email Marketing Pro",
    description:
      "Personalised email campaigns written, segmented and timed by AI, so every subscriber gets the message most likely to bring them back.",
    impact: "Up to 40% higher open rates",
    category: "marketing-sales",
  },
  {
    id: "smart-lead-qualifier",
    icon: "Target",
    title: "Smart Lead Qualifier",
    description:
      "Scores every inquiry the moment it arrives, asks the right follow-up questions and routes hot leads straight to your team.",
    impact: "Respond to hot leads in under 5 minutes",
    category: "marketing-sales",
  },
  {
    id: "ai-social-content-assistant",
    icon: "Megaphone",
    title: "AI Social Content Assistant",
    description:
      "Plans, drafts and schedules on-brand social posts from your own news, offers and reviews, ready for a quick approval.",
    impact: "Save 6+ hours of content work each week",
    category: "marketing-sales",
  },
  {
    id: "website-concierge",
    icon: "MessageSquare",
    title: "24/7 AI Website Concierge",
    description:
      "A chat assistant trained on your business that answers questions, captures contact details and books appointments day and night.",
    impact: "Capture the 35% of inquiries that arrive after hours",
    category: "customer-engagement",
  },
  {
    id: "ai-review-reputation-guard",
    icon: "ShieldCheck",
    title: "AI Review & Reputation Guard",
    description:
      "Watches your reviews across platforms, drafts thoughtful replies and alerts you to unhappy customers before they churn.",
    impact: "Reply to every review within a day",
    category: "customer-engagement",
  },
  {
    id: "ai-driven-customer-loyalty",
    icon: "Heart",
    title: "AI-Driven Customer Loyalty",
    description:
      "Spots customers who are drifting away and sends the right offer or check-in at the right time to keep them coming back.",
    impact: "Lift repeat business by 15-20%",
    category: "customer-engagement",
  },
  {
    id: "ai-market-competitor-analyst",
    icon: "LineChart",
    title: "AI Market & Competitor Analyst",
    description:
      "Tracks competitors' prices, offers and reviews and summarises what changed and what it means for you in a weekly brief.",
    impact: "Weekly insight briefs in plain language",
    category: "strategic-insights",
  },
  {
    id: "ai-document-data-assistant",
    icon: "FileText",
    title: "AI Document & Data Assistant",
    description:
      "Reads invoices, forms and contracts, pulls out the data you need and files it in the right system without retyping.",
    impact: "Cut data entry time by up to 80%",
    category: "operations",
  },
  {
    id: "ai-team-operations-booster",
    icon: "Users",
    title: "AI Team Operations Booster",
    description:
      "Automates scheduling, handoffs, reminders and status updates so your team spends its day on the work that matters.",
    impact: "Give each employee back 5+ hours a week",
    category: "operations",
  },
  {
    id: "ai-financial-overview-assistant",
    icon: "Calculator",
    title: "AI Financial Overview Assistant",
    description:
      "Turns your bookkeeping data into a clear weekly picture of cash flow, margins and unusual spending, with alerts when something looks off.",
    impact: "Close the books days faster",
    category: "operations",
  },
  {
    id: "smart-inventory-predictor",
    icon: "Package",
    title: "Smart Inventory Predictor",
    description:
      "Forecasts demand from your sales history, seasons and local events, and tells you what to reorder and when.",
    impact: "Reduce stock-outs and overstock by up to 30%",
    category: "operations",
  },
  {
    id: "custom-ai-advantage",
    icon: "Sparkles",
    title: "Your Custom AI Advantage",
    description:
      "Have a challenge that doesn't fit a box? We design and build an AI solution around the way your business actually works.",
    impact: "Built for your exact workflow",
    category: "custom",
    isCustom: true,
  },
];

/** Cards shown under a tab: all twelve, or the category's cards plus the Custom card. */
export function solutionsFor(tab: SolutionTabId): Solution[] {
  if (tab === "all") return [...solutions];
  return solutions.filter((s) => s.category === tab || s.isCustom);
}
