/**
 * The front desk's knowledge base: every fact on the site (packages/site-content) as a small
 * passage with the words visitors use for it. One fact answers one thing; long legal sections
 * become one fact per paragraph or list item so a figure is answered with its own sentence.
 */
import {
  agentInfo,
  type Brand,
  challenges,
  company,
  faq,
  fillBrand,
  pricingOptions,
  pricingPrinciples,
  privacy,
  processSteps,
  services,
  solutions,
  terms,
  testimonial,
} from "@repo/site-content";
import { hoursFacts } from "./hours-fact";
import { legalFacts } from "./legal-facts";
import { OFFER_KEYS } from "./vocabulary";

export type FactKind =
  | "service"
  | "solution"
  | "challenge"
  | "process"
  | "pricing"
  | "company"
  | "contact"
  | "faq"
  | "legal"
  | "agents"
  | "story";

export interface Fact {
  id: string;
  kind: FactKind;
  title: string;
  /** What the assistant says (markdown, brand filled in). */
  answer: string;
  /** Visitors' words for this fact, searched with the title and the answer. */
  keys: string;
  /** Path on the site that shows it. */
  url: string;
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** Every fact of the site for one brand. */
export function buildFacts(brand: Brand): Fact[] {
  const [managed, custom] = pricingOptions;
  const call = company.discoveryCall.minutes;
  const book = `[Book your free ${call}-minute discovery call](${brand.bookingUrl})`;
  const facts: Fact[] = [
    {
      id: "company-about",
      kind: "company",
      title: `What ${brand.companyName} does`,
      answer: `${company.description} We work in four steps (Discovery, Design, Deploy, Optimize), and the first call is free.`,
      keys: "who are you about do what exactly company consultancy",
      url: "/",
    },
    {
      id: "company-location",
      kind: "company",
      title: "Where we are based",
      answer: `${brand.legalName} is a ${company.legalForm} based in ${company.state}, ${company.country}. We work with clients remotely across the country.`,
      keys: "based location located where office headquarters state country remote",
      url: "/ai",
    },
    {
      id: "company-founded",
      kind: "company",
      title: "When we started",
      answer: `${brand.companyName} was founded in ${company.foundingYear}.`,
      keys: "founded started year since history",
      url: "/ai",
    },
    {
      id: "company-industries",
      kind: "company",
      title: "Industries we work with",
      answer: `We work with small and medium businesses: ${company.industries.join(", ").toLowerCase()}.`,
      // Trades and professions within the listed industries, as visitors name them.
      keys: "industries businesses work with clients kinds types restaurants law firms cafes bakeries pizzerias diners lawyers attorneys dentists dental doctors clinics physicians therapists chiropractors plumbers electricians roofers builders landscapers hvac realtors brokers landlords accountants accounting bookkeepers consultants shops stores boutiques retailers manufacturers factories",
      url: "/ai#faq",
    },
    {
      id: "contact",
      kind: "contact",
      title: "How to reach us",
      answer: `Email [${brand.email}](mailto:${brand.email}) (we answer ${company.responseTimes.email}), use the [contact page](/contact), or ${book.replace("[Book", "[book")}.`,
      keys: "contact email reach talk person human address write phone number",
      url: "/contact",
    },
    {
      id: "response-times",
      kind: "contact",
      title: "How fast we respond",
      answer: `We answer contact-form messages and emails **${company.responseTimes.email}**, and detailed project inquiries **${company.responseTimes.projectInquiry}**.`,
      keys: "respond response reply answer fast quickly soon hear back emails inquiry",
      url: "/contact",
    },
    {
      id: "discovery-call",
      kind: "contact",
      title: "The free discovery call",
      answer: `The discovery call is **free** and takes **${call} minutes**: we look at how your business runs and where AI would pay off first. ${book}.`,
      keys: "discovery call consultation free meeting book schedule strategy call long",
      url: "/contact",
    },
    {
      id: "book-by-email",
      kind: "contact",
      title: "Booking by email",
      answer: `To book by email, write to [${brand.email}](mailto:${brand.email}) with your name, business type and preferred time.`,
      keys: "book email include what send",
      url: "/ai",
    },
    {
      id: "pricing-overview",
      kind: "pricing",
      title: "Prices and the two ways to work with us",
      answer: [
        "There are two ways to work with us:",
        `- **${managed?.name}** (${managed?.highlight}): a ${managed?.priceLabel.toLowerCase()}. ${managed?.description}`,
        `- **${custom?.name}**: a one-time project **starting at ${company.customSolutionFrom}**; you own the IP, with optional support plans.`,
        `There is no fixed monthly price list: your price depends on scope, and the free ${call}-minute discovery call is where we give you an honest estimate. [See pricing](/pricing)`,
      ].join("\n"),
      keys: "price prices pricing cost costs how much fee plans options subscription quote budget",
      url: "/pricing",
    },
    {
      id: "pricing-managed",
      kind: "pricing",
      title: `${managed?.name} (${managed?.priceLabel})`,
      answer: `The **${managed?.name}** is our most popular option: a ${managed?.priceLabel.toLowerCase()}, priced to your needs (there is no fixed monthly price list). ${managed?.description} It includes ${managed?.features.slice(1, 4).join(", ").toLowerCase()}; you can cancel with 30 days' notice.`,
      keys: "managed partnership monthly subscription most popular ongoing hosting maintenance support",
      url: "/pricing",
    },
    {
      id: "pricing-custom",
      kind: "pricing",
      title: `${custom?.name} (${custom?.priceLabel})`,
      answer: `The **${custom?.name}** is a one-time project **starting at ${company.customSolutionFrom}**, with a fixed price agreed before work starts. ${custom?.description} Optional support plans are available after launch.`,
      keys: "custom solution one-time project price cost build starting",
      url: "/pricing",
    },
    {
      id: "pricing-ip",
      kind: "pricing",
      title: "Who owns what we build",
      answer: `With a Custom Solution, you own the IP (intellectual property) and the code of what we build for you, once it is paid in full. With a Managed Partnership you get a licence for the term of the subscription, and you always own your data.`,
      keys: "own owns ownership ip intellectual property code rights after project",
      url: "/terms#intellectual-property",
    },
    {
      id: "pricing-cancel",
      kind: "pricing",
      title: "Cancelling a partnership",
      answer:
        "A Managed Partnership can be cancelled with 30 days' notice; there are no long lock-ins.",
      keys: "cancel cancellation stop end lock-in contract notice minimum term length commitment",
      url: "/pricing",
    },
    ...pricingPrinciples.map((p) => ({
      id: `pricing-principle-${p.id}`,
      kind: "pricing" as const,
      title: p.title,
      answer: `**${p.title}**: ${p.description}`,
      keys:
        p.id === "transparency"
          ? "fees software ai costs pass through extra hidden"
          : "pricing principle",
      url: "/pricing",
    })),
    {
      id: "process",
      kind: "process",
      title: "Our four-step process",
      answer: [
        "We work in four steps:",
        ...processSteps.map((s) => `${s.number}. **${s.title}**: ${s.description}`),
      ].join("\n"),
      keys: "process steps how work approach get started discovery design deploy optimize",
      url: "/#process",
    },
    ...processSteps.map((s) => ({
      id: `process-${s.id}`,
      kind: "process" as const,
      title: `The ${s.title} step`,
      answer: `**${s.title}** (step ${s.number} of 4): ${s.description}`,
      keys: `${s.title} step`,
      url: "/#process",
    })),
    {
      id: "services",
      kind: "service",
      title: "Our services",
      answer: [
        "We help small and medium businesses with:",
        ...services.map((s) => `- **${s.name}**: ${s.description}`),
      ].join("\n"),
      keys: "services offer provide do what",
      url: "/#what-we-do",
    },
    ...services.map((s) => ({
      id: `service-${s.slug}`,
      kind: "service" as const,
      title: s.name,
      answer: `**${s.name}**: ${s.description}`,
      keys: OFFER_KEYS.get(s.slug) ?? "",
      url: "/#what-we-do",
    })),
    {
      id: "solutions",
      kind: "solution",
      title: "Our 12 solutions",
      answer: [
        `We have ${solutions.length} solutions:`,
        ...solutions.map((s) => `- **${s.title}**: ${s.impact}`),
        "[See all solutions](/#solutions)",
      ].join("\n"),
      keys: "solutions products tools many list examples",
      url: "/#solutions",
    },
    ...solutions.map((s) => ({
      id: s.id,
      kind: "solution" as const,
      title: s.title,
      answer: `**${s.title}**: ${s.description} _${sentence(s.impact)}_${s.isCustom ? ` Custom solutions start at ${company.customSolutionFrom}.` : ""}`,
      keys: OFFER_KEYS.get(s.id) ?? "",
      url: "/#solutions",
    })),
    ...challenges.map((c) => ({
      id: `challenge-${c.id}`,
      kind: "challenge" as const,
      title: c.title,
      answer: `**${c.title}**: ${c.impact} ${c.detail}. ${c.description}`,
      keys: `challenge problem ${c.detail}`,
      url: "/#challenges",
    })),
    {
      id: "story",
      kind: "story",
      title: `Success story: ${testimonial.name}`,
      answer: `${testimonial.name} (${testimonial.industry.toLowerCase()}) uses our ${testimonial.implementedSolution}. Results: ${testimonial.metrics.map((m) => `${m.value} ${m.label.toLowerCase()}`).join(", ")}.`,
      keys: "results case study studies success story client dental practice example testimonial testimonials reviews references proof",
      url: "/#clients",
    },
    ...faq.map((f) => ({
      id: `faq-${f.id}`,
      kind: "faq" as const,
      title: f.question,
      answer: f.answer,
      keys: f.question,
      url: "/ai#faq",
    })),
    {
      id: "policies",
      kind: "legal",
      title: "Terms and privacy policy",
      answer:
        "You can read our [Terms of Service](/terms) and our [Privacy Policy](/privacy) on the site; questions about either go to our email.",
      keys: "terms service privacy policy legal read where find documents",
      url: "/terms",
    },
    {
      id: "agents-endpoint",
      kind: "agents",
      title: "For AI agents",
      answer: `AI agents can use our MCP endpoint at \`${agentInfo.mcpEndpointPath}\` (tools: book_consultation with a name and an email, check_availability, schedule_meeting, cancel_booking, ask) and the manifest at \`${agentInfo.manifestPath}\`. [Information for AI agents](/ai)`,
      keys: "ai agent agents endpoint api mcp nlweb manifest assistant book consultation tool",
      url: "/ai",
    },
    {
      id: "agents-chat",
      kind: "agents",
      title: "The site chat",
      answer: "A chat assistant (me) is available on every page of the site.",
      keys: "chat assistant every page available",
      url: "/ai",
    },
    ...legalFacts(terms, "/terms", "terms"),
    ...legalFacts(privacy, "/privacy", "privacy"),
    ...hoursFacts(brand),
  ];
  return facts.map((f) => ({
    ...f,
    title: fillBrand(f.title, brand),
    answer: fillBrand(f.answer, brand),
  }));
}
