/** The pricing page (SPEC §2.4). */
export interface PricingPrinciple {
  id: string;
  icon: string;
  title: string;
  description: string;
}

export interface PricingOption {
  id: "managed-partnership" | "custom-solution";
  name: string;
  model: string;
  priceLabel: string;
  /** Short label above the card, e.g. "Most Popular". */
  highlight?: string;
  description: string;
  features: readonly string[];
  cta: string;
}

export const pricingIntro = {
  title: "Why Our Pricing Is Different",
  body: "Most agencies sell hours or seats. We price around the value an automation creates for your business, agree the number before work starts, and make sure you see results before you commit to more. No surprise invoices, no long lock-ins.",
} as const;

export const pricingPrinciples: readonly PricingPrinciple[] = [
  {
    id: "value-first",
    icon: "Gem",
    title: "Value-First Approach",
    description:
      "Every proposal starts with the time and money a solution will save you. If the return isn't clear, we'll tell you, and we won't build it.",
  },
  {
    id: "transparency",
    icon: "Eye",
    title: "Complete Transparency",
    description:
      "A fixed, written price for every project and a plain breakdown of any monthly costs, including the AI and software fees we pass through at cost.",
  },
  {
    id: "risk-minimized",
    icon: "ShieldCheck",
    title: "Your Risk Minimized",
    description:
      "We start small, prove the value on one workflow, and only then expand. Monthly partnerships can be cancelled with 30 days' notice.",
  },
];

export const modernPricing = {
  title: "Modern Tools, Modern Pricing",
  body: "AI lets a small team deliver what used to take a department. We pass those savings on: solutions that once cost tens of thousands are now within reach of a five-person business, and you only pay for what moves the needle.",
} as const;

export const pricingOptions: readonly PricingOption[] = [
  {
    id: "managed-partnership",
    name: "Managed Partnership",
    model: "Ongoing monthly partnership",
    priceLabel: "Custom monthly subscription",
    highlight: "Most Popular",
    description:
      "We build, host, monitor and keep improving your AI solutions for one predictable monthly fee.",
    features: [
      "Solutions designed around your goals",
      "Hosting, monitoring and maintenance included",
      "Monthly performance reviews and improvements",
      "Priority support from a dedicated consultant",
      "Cancel with 30 days' notice",
    ],
    cta: "Book Discovery Call",
  },
  {
    id: "custom-solution",
    name: "Custom Solution",
    model: "One-time project",
    priceLabel: "Starting at $500+",
    description:
      "A one-time build of exactly what you need, handed over complete: you own the intellectual property.",
    features: [
      "Fixed price agreed before work starts",
      "You own the IP and the code",
      "Documentation and team training",
      "Optional support plans after launch",
    ],
    cta: "Book Discovery Call",
  },
];

export const pricingClosing = {
  title: "Not Sure Which Path Fits?",
  body: "Book a free 30-minute discovery call. We'll look at your business, suggest where AI pays off first and give you an honest estimate, with no pressure and no obligation.",
  cta: "Book Free AI Strategy Call",
} as const;
