import { agentInfo } from "./ai-page";
import { type Brand, defaultBrand, fillBrand } from "./brand";
import { challenges } from "./challenges";
import { company } from "./company";
import { faq } from "./faq";
import { privacy } from "./legal/privacy";
import { terms } from "./legal/terms";
import type { LegalBlock, LegalDocument } from "./legal/types";
import { pricingOptions, pricingPrinciples } from "./pricing";
import { processSteps } from "./process";
import { services } from "./services";
import { solutions, solutionTabs } from "./solutions";
import { testimonial } from "./testimonial";

/** One searchable unit of site knowledge for the assistant, NLWeb and MCP `ask`. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  /** Absolute URL of the place on the site that shows this passage. */
  url: string;
  /** The schema.org type the passage describes, e.g. "Service" or "Question". */
  schemaType: string;
}

const blockText = (block: LegalBlock) =>
  block.kind === "p" ? block.text : block.items.map((item) => `- ${item}`).join("\n");

const categoryLabel = (id: string) => solutionTabs.find((t) => t.id === id)?.label ?? "Custom";

function legalPassages(doc: LegalDocument, path: string, prefix: string) {
  return doc.sections.map((section) => ({
    id: `${prefix}-${section.id}`,
    title: `${doc.title}: ${section.number ? `${section.number}. ` : ""}${section.title}`,
    text: section.blocks.map(blockText).join("\n"),
    url: `${path}#${section.id}`,
    schemaType: "WebPageElement",
  }));
}

/** Every fact on the site as passages, brand values filled in and URLs made absolute. */
export function toPassages(brand: Brand = defaultBrand): Passage[] {
  const raw: Passage[] = [
    {
      id: "company",
      title: `About ${brand.companyName}`,
      text: [
        company.description,
        `${brand.legalName} is a ${company.legalForm} based in ${company.state}, ${company.country}.`,
        `Industries served: ${company.industries.join(", ")}.`,
        `Email: ${brand.email}. Email responses ${company.responseTimes.email}.`,
      ].join("\n"),
      url: "/",
      schemaType: "Organization",
    },
    {
      id: "discovery-call",
      title: "Free AI Discovery Call",
      text: `The discovery call is free and takes ${company.discoveryCall.minutes} minutes. Book it online at ${brand.bookingUrl} or by email to ${brand.email} with your name, business type and preferred time.`,
      url: "/contact",
      schemaType: "Offer",
    },
    ...services.map((s) => ({
      id: `service-${s.slug}`,
      title: s.name,
      text: s.description,
      url: "/#what-we-do",
      schemaType: "Service",
    })),
    ...solutions.map((s) => ({
      id: `solution-${s.id}`,
      title: s.title,
      text: `${s.description}\nImpact: ${s.impact}.\nCategory: ${categoryLabel(s.category)}.`,
      url: "/#solutions",
      schemaType: "Service",
    })),
    ...challenges.map((c) => ({
      id: `challenge-${c.id}`,
      title: c.title,
      text: `${c.description}\n${c.impact} ${c.detail}.`,
      url: "/#challenges",
      schemaType: "WebPageElement",
    })),
    {
      id: "process",
      title: "Our Four-Step Process",
      text: processSteps.map((s) => `${s.number}. ${s.title}: ${s.description}`).join("\n"),
      url: "/#process",
      schemaType: "HowTo",
    },
    {
      id: "testimonial",
      title: `Success Story: ${testimonial.name}`,
      text: [
        `${testimonial.industry}. "${testimonial.quote}" (${testimonial.person}, ${testimonial.personTitle})`,
        `Solution: ${testimonial.implementedSolution}.`,
        ...testimonial.metrics.map((m) => `${m.label}: ${m.value}`),
      ].join("\n"),
      url: "/#clients",
      schemaType: "Review",
    },
    ...pricingPrinciples.map((p) => ({
      id: `pricing-principle-${p.id}`,
      title: `Pricing principle: ${p.title}`,
      text: p.description,
      url: "/pricing",
      schemaType: "WebPageElement",
    })),
    ...pricingOptions.map((o) => ({
      id: `pricing-${o.id}`,
      title: `${o.name} (${o.model})`,
      text: `${o.priceLabel}. ${o.description}\n${o.features.map((f) => `- ${f}`).join("\n")}`,
      url: "/pricing",
      schemaType: "Offer",
    })),
    ...faq.map((f) => ({
      id: `faq-${f.id}`,
      title: f.question,
      text: f.answer,
      url: "/ai#faq",
      schemaType: "Question",
    })),
    {
      id: "ai-agents",
      title: "Information for AI Agents",
      text: [...agentInfo.quickFacts, ...agentInfo.howToBook, ...agentInfo.advanced].join("\n"),
      url: "/ai",
      schemaType: "WebPage",
    },
    ...legalPassages(terms, "/terms", "terms"),
    ...legalPassages(privacy, "/privacy", "privacy"),
  ];

  return raw.map((p) => ({
    ...p,
    title: fillBrand(p.title, brand),
    text: fillBrand(p.text, brand),
    url: p.url === "/" ? `${brand.siteUrl}/` : `${brand.siteUrl}${p.url}`,
  }));
}
