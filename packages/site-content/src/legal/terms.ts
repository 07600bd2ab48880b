import type { LegalDocument } from "./types";

const p = (text: string) => ({ kind: "p", text }) as const;
const list = (...items: string[]) => ({ kind: "list", items }) as const;

/** Terms of Service: 12 numbered sections; the last ends with contact details (SPEC §2.7, §9). */
export const terms: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2025-01-15",
  intro:
    'These Terms of Service govern your use of the {companyName} website and the AI consulting and implementation services provided by {legalName}, a Utah limited liability company ("{companyName}", "we", "us").',
  sections: [
    {
      id: "acceptance",
      number: 1,
      title: "Acceptance of Terms",
      blocks: [
        p(
          "By accessing our website, using our chat assistant or engaging our services, you agree to these Terms. If you do not agree, please do not use the website or services.",
        ),
        p(
          "A signed proposal or statement of work may add project-specific terms; where it conflicts with these Terms, the signed document prevails for that project.",
        ),
      ],
    },
    {
      id: "services",
      number: 2,
      title: "Our Services",
      blocks: [
        p(
          "We provide AI strategy consulting, AI automation, custom chatbots, lead qualification, marketing optimization, business process automation, data analysis and related implementation and support services.",
        ),
        p(
          "The scope, deliverables, timeline and price of each engagement are set out in a written proposal. Information on this website is general and does not constitute a binding offer.",
        ),
      ],
    },
    {
      id: "eligibility",
      number: 3,
      title: "Eligibility",
      blocks: [
        p(
          "You must be at least 18 years old and able to form a binding contract to use our services. If you act for a business, you confirm you are authorised to bind it to these Terms.",
        ),
      ],
    },
    {
      id: "accounts",
      number: 4,
      title: "Accounts and Access",
      blocks: [
        p(
          "Some services include dashboards or tools that require an account. You are responsible for keeping your credentials confidential and for all activity under your account.",
        ),
        p("Tell us promptly at {email} if you suspect unauthorised access."),
      ],
    },
    {
      id: "acceptable-use",
      number: 5,
      title: "Acceptable Use",
      blocks: [
        p("You agree not to use the website, the chat assistant or any solution we deliver to:"),
        list(
          "break any law or infringe anyone's rights;",
          "send spam, malware or deceptive content;",
          "attempt to gain unauthorised access to our systems or other users' data;",
          "overload, scrape or disrupt the website or agent endpoints beyond reasonable use;",
          "generate content that is unlawful, harassing, discriminatory or misleading.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      number: 6,
      title: "Intellectual Property",
      blocks: [
        p(
          "The website, its content and our pre-existing tools, templates and know-how remain our property.",
        ),
        p(
          "For Custom Solution projects, once paid in full, you own the intellectual property in the deliverables created specifically for you. For Managed Partnerships, you receive a licence to use the solutions for the term of the subscription, and you always own your data.",
        ),
      ],
    },
    {
      id: "data-privacy",
      number: 7,
      title: "Data and Privacy",
      blocks: [
        p(
          "Our Privacy Policy explains how we collect and use personal information. We process client data only to deliver the agreed services, keep it confidential and never use it to train public AI models.",
        ),
      ],
    },
    {
      id: "ai-specific-terms",
      number: 8,
      title: "AI-Specific Terms",
      blocks: [
        p(
          "AI systems can make mistakes. Outputs from our chat assistant and from solutions we build may be incomplete or inaccurate and should be reviewed before you rely on them for legal, medical, financial or other important decisions.",
        ),
        list(
          "You remain responsible for decisions made with AI outputs.",
          "We configure safeguards and human handoffs appropriate to each use case.",
          "Third-party AI models are subject to their providers' terms, which we explain during Design.",
        ),
      ],
    },
    {
      id: "payment",
      number: 9,
      title: "Payment Terms",
      blocks: [
        p(
          "Prices are set out in your proposal. Custom Solution projects are typically invoiced in milestones; Managed Partnerships are billed monthly in advance. Invoices are due within 15 days unless agreed otherwise.",
        ),
        p(
          "Third-party software and AI usage fees are passed through at cost and shown separately.",
        ),
      ],
    },
    {
      id: "liability",
      number: 10,
      title: "Limitation of Liability",
      blocks: [
        p(
          "To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, or for lost profits or data.",
        ),
        p(
          "Our total liability for any claim relating to the services is capped at the fees you paid us in the 12 months preceding the event giving rise to the claim.",
        ),
      ],
    },
    {
      id: "termination",
      number: 11,
      title: "Termination",
      blocks: [
        p(
          "Either party may end a Managed Partnership with 30 days' written notice. We may suspend access immediately if these Terms are seriously breached.",
        ),
        p(
          "On termination, fees for work already performed remain due, and we return or delete your data as described in our Privacy Policy.",
        ),
      ],
    },
    {
      id: "additional-legal-terms",
      number: 12,
      title: "Additional Legal Terms",
      blocks: [
        p(
          "These Terms are governed by the laws of the State of Utah, United States, without regard to conflict-of-laws rules.",
        ),
        p(
          "Any dispute will be resolved by binding arbitration in Utah, except that either party may seek injunctive relief in court. Claims must be brought individually, not as part of a class action.",
        ),
        p(
          "If any provision is held unenforceable, the rest remains in effect. We may update these Terms; the date above shows the latest revision.",
        ),
        p("Questions about these Terms? Email {email}. {legalName}, Utah, United States."),
      ],
    },
  ],
};
