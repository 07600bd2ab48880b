/** The "Common Challenges" cards of the home page, with the SPEC §9 figures. */
export interface Challenge {
  id: string;
  icon: string;
  title: string;
  description: string;
  /** The headline figure shown on the card. */
  impact: string;
  detail: string;
}

export const challenges: readonly Challenge[] = [
  {
    id: "manual-work",
    icon: "Clock",
    title: "Hours Lost to Manual Work",
    description:
      "Data entry, scheduling, follow-ups and reports eat the day before real work starts.",
    impact: "$2.4k per month",
    detail: "wasted on repetitive tasks for a 5-person team",
  },
  {
    id: "missed-follow-ups",
    icon: "TrendingDown",
    title: "Leads Slipping Through the Cracks",
    description:
      "Without consistent follow-up, interested buyers quietly go to whoever answers first.",
    impact: "15-25% revenue loss",
    detail: "per quarter from missed and late follow-ups",
  },
  {
    id: "slow-response",
    icon: "PhoneMissed",
    title: "Slow Responses to Inquiries",
    description:
      "Customers expect answers in minutes, including evenings and weekends when nobody is at the desk.",
    impact: "35% of inquiries",
    detail: "are lost when nobody responds within 30 minutes",
  },
  {
    id: "rising-costs",
    icon: "DollarSign",
    title: "Rising Costs, Shrinking Margins",
    description: "Wages, software and supplies keep climbing while prices can't keep up.",
    impact: "7% margin reduction",
    detail: "from inefficiencies that add up across the business",
  },
  {
    id: "falling-behind",
    icon: "Gauge",
    title: "Competitors Moving Faster",
    description:
      "Businesses already using AI serve customers quicker and cheaper, and the gap widens every month.",
    impact: "18 months behind",
    detail: "on efficiency for businesses that wait to adopt AI",
  },
];
