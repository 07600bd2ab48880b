/** The services the consultancy sells (SPEC §1). */
export interface Service {
  slug: string;
  name: string;
  description: string;
}

export const services: readonly Service[] = [
  {
    slug: "ai-automation",
    name: "AI Automation",
    description:
      "Hand repetitive work (data entry, scheduling, follow-ups, reporting) to AI workflows that run around the clock.",
  },
  {
    slug: "ai-marketing-optimization",
    name: "AI Marketing Optimization",
    description:
      "Sharper campaigns, better timing and content that converts, tuned continuously from your own results.",
  },
  {
    slug: "lead-qualification",
    name: "Lead Qualification",
    description:
      "Score and route every inquiry in seconds so your team spends its time on the buyers most likely to close.",
  },
  {
    slug: "custom-chatbots",
    name: "Custom Chatbots",
    description:
      "Website and messaging assistants trained on your business that answer questions and book appointments 24/7.",
  },
  {
    slug: "business-process-automation",
    name: "Business Process Automation",
    description:
      "Connect the tools you already use so orders, invoices and handoffs move without copy and paste.",
  },
  {
    slug: "ai-strategy-consulting",
    name: "AI Strategy Consulting",
    description:
      "A clear, prioritised AI roadmap for your business, with costs, risks and expected return spelled out.",
  },
  {
    slug: "operational-efficiency",
    name: "Operational Efficiency",
    description:
      "Find the bottlenecks that cost you hours each week and remove them with targeted automation.",
  },
  {
    slug: "customer-service-automation",
    name: "Customer Service Automation",
    description:
      "Instant, accurate answers for routine questions with a smooth handoff to your staff for the rest.",
  },
  {
    slug: "data-analysis",
    name: "Data Analysis",
    description:
      "Turn sales, customer and operations data into plain-language insights and forecasts you can act on.",
  },
  {
    slug: "generative-search-optimization",
    name: "Generative Search Optimization",
    description:
      "Make your business easy for ChatGPT, Claude, Gemini and other AI assistants to find, understand and recommend.",
  },
];
