import type { LegalDocument } from "./types";

const p = (text: string) => ({ kind: "p", text }) as const;
const list = (...items: string[]) => ({ kind: "list", items }) as const;

/** Privacy Policy: 12 numbered sections and an unnumbered contact section (SPEC §2.8, §9). */
export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2025-01-15",
  intro:
    'This Privacy Policy explains how {legalName} ("{companyName}", "we", "us") collects, uses and protects personal information when you visit our website, chat with our assistant or work with us.',
  sections: [
    {
      id: "information-we-collect",
      number: 1,
      title: "Information We Collect",
      blocks: [
        list(
          "Contact details you give us: name, email, phone number and company.",
          "Project details you share in forms, emails, calls or chat messages.",
          "Conversations with our website chat assistant and AI agent endpoint.",
          "Technical data such as browser type, pages visited and approximate location derived from IP address.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      number: 2,
      title: "How We Use Your Information",
      blocks: [
        list(
          "to answer inquiries and schedule consultations;",
          "to deliver, support and improve the services you engage us for;",
          "to understand which questions visitors ask so we can improve our website;",
          "to send service communications and, with your consent, occasional insights;",
          "to meet legal, tax and accounting obligations.",
        ),
        p("We do not sell personal information."),
      ],
    },
    {
      id: "ai-and-your-data",
      number: 3,
      title: "AI Processing and Your Data",
      blocks: [
        p(
          "Our chat assistant and the solutions we build may send text to AI model providers to generate answers. We use providers that do not train their models on data sent through their business APIs, and we never use client data to train public AI models.",
        ),
      ],
    },
    {
      id: "sharing",
      number: 4,
      title: "How We Share Information",
      blocks: [
        p(
          "We share personal information only with service providers that help us run our business (hosting, email, scheduling, AI model providers), under contracts that require them to protect it, or when the law requires it.",
        ),
      ],
    },
    {
      id: "security",
      number: 5,
      title: "Security Safeguards",
      blocks: [
        list(
          "encryption of data in transit (TLS) and at rest;",
          "role-based access controls for staff, limited to what each role needs;",
          "strong authentication and logged access to administrative systems;",
          "regular reviews of our providers and our own security practices.",
        ),
        p(
          "If a data breach affects your personal information, we will notify the relevant authorities within 72 hours of becoming aware of it and inform affected people without undue delay.",
        ),
      ],
    },
    {
      id: "client-confidentiality",
      number: 6,
      title: "Client Confidentiality",
      blocks: [
        p(
          "Business information our clients share with us (processes, customer lists, financial data) is treated as confidential, used only for the agreed engagement and never disclosed to other clients or used in case studies without written permission.",
        ),
      ],
    },
    {
      id: "data-retention",
      number: 7,
      title: "Data Retention",
      blocks: [
        list(
          "Completed-project records: kept for 7 years.",
          "Financial records: kept for 7 years, as tax law requires.",
          "Website analytics: kept for 26 months at most.",
          "Inquiries that do not become projects: deleted when no longer needed.",
        ),
        p(
          "When you ask us to delete your data, we do so within 30 days unless the law requires us to keep it.",
        ),
      ],
    },
    {
      id: "your-rights",
      number: 8,
      title: "Your Privacy Rights",
      blocks: [
        p(
          "Depending on where you live, you may have the right to access, correct, delete or export your personal information, and to object to or restrict certain processing.",
        ),
        p("Email {email} to make a request. We answer privacy rights requests within 30 days."),
      ],
    },
    {
      id: "international-transfers",
      number: 9,
      title: "International Data Transfers",
      blocks: [
        p(
          "We are based in the United States, and our providers may process data in the United States or other countries. Where required, we use appropriate safeguards such as standard contractual clauses.",
        ),
      ],
    },
    {
      id: "cookies",
      number: 10,
      title: "Cookies and Tracking",
      blocks: [
        p(
          "We use essential browser storage to make the site and chat assistant work, and privacy-friendly analytics to understand how the website is used. We do not use advertising cookies. You can clear or block browser storage in your browser settings.",
        ),
      ],
    },
    {
      id: "third-party",
      number: 11,
      title: "Third-Party Services",
      blocks: [
        p(
          "Our website links to third-party services, such as our booking calendar. Their own privacy policies apply when you use them.",
        ),
      ],
    },
    {
      id: "changes",
      number: 12,
      title: "Changes to This Policy",
      blocks: [
        p(
          "We may update this policy from time to time. The date at the top shows the latest revision; significant changes will be highlighted on this page.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        p("Questions about privacy? Email {email}. {legalName}, Utah, United States."),
        list(
          "General privacy inquiries: answered within 5 business days.",
          "Urgent security matters: answered within 24 hours.",
        ),
      ],
    },
  ],
};
