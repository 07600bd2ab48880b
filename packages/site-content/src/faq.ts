/** Frequently asked questions; used for FAQPage JSON-LD, the assistant and NLWeb. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    id: "who-we-help",
    question: "What kinds of businesses does {companyName} work with?",
    answer:
      "Small and medium businesses: restaurants, law firms, medical practices, retail, contractors, professional services, e-commerce, manufacturing and real estate.",
  },
  {
    id: "discovery-call",
    question: "How much does the discovery call cost?",
    answer:
      "Nothing. The discovery call is free and takes 30 minutes. We look at how your business runs and point out where AI would pay off first.",
  },
  {
    id: "pricing",
    question: "How is pricing structured?",
    answer:
      "Two ways: a Managed Partnership on a custom monthly subscription, or a one-time Custom Solution starting at $500+, where you own the intellectual property and can add an optional support plan.",
  },
  {
    id: "timeline",
    question: "How long does an AI implementation take?",
    answer:
      "Most first projects go live in two to six weeks, depending on scope and the systems involved. We agree the timeline in writing during the Design step.",
  },
  {
    id: "technical-skills",
    question: "Do I need technical skills or an IT team?",
    answer:
      "No. We handle the setup, integrations and hosting, and we train your team to use the finished solution.",
  },
  {
    id: "data-security",
    question: "Is my business and customer data safe?",
    answer:
      "Yes. Data is encrypted in transit and at rest, access is limited through role-based access controls, client information is kept confidential, and we never use your data to train public AI models.",
  },
  {
    id: "response-time",
    question: "How quickly will you respond to my inquiry?",
    answer:
      "Contact form messages and emails are answered within 24 hours, and detailed project inquiries within 24 business hours.",
  },
  {
    id: "location",
    question: "Where is {companyName} based?",
    answer:
      "We are a Utah limited liability company in the United States and work with clients remotely across the country.",
  },
];
