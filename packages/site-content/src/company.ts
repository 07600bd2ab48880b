/** Facts about the business itself (SPEC §1, §9). */
export const company = {
  legalForm: "Limited Liability Company (LLC)",
  state: "Utah",
  stateCode: "UT",
  country: "United States",
  countryCode: "US",
  foundingYear: 2023,
  tagline: "Practical AI automation for small and medium businesses",
  description:
    "{companyName} is an AI consultancy and implementation partner for small and medium businesses. We design, build and run practical AI automations (chat assistants, lead qualification, marketing and operations workflows) that save time and win customers.",
  industries: [
    "Restaurants",
    "Law firms",
    "Medical practices",
    "Retail",
    "Contractors",
    "Professional services",
    "E-commerce",
    "Manufacturing",
    "Real estate",
  ],
  discoveryCall: { priceLabel: "Free", minutes: 30 },
  responseTimes: {
    contactForm: "within 24 hours",
    projectInquiry: "within 24 business hours",
    email: "within 24 hours",
  },
  customSolutionFrom: "$500+",
} as const;
