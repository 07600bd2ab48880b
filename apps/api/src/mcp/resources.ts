/** MCP resources: the company's facts and its services, as JSON an agent can quote. */
import {
  McpError,
  type ReadResourceResult,
  type Resource,
} from "@modelcontextprotocol/sdk/types.js";
import {
  agentInfo,
  company,
  fillBrand,
  organizationJsonLd,
  pricingOptions,
  processSteps,
  serviceJsonLd,
  services,
  solutions,
} from "@repo/site-content";
import type { Deps } from "../context";
import { SLOT_MINUTES } from "../services/slots";

interface McpResource {
  resource: Resource;
  read(deps: Deps): unknown;
}

const RESOURCES: McpResource[] = [
  {
    resource: {
      name: "company",
      uri: "company://facts",
      title: "Company facts",
      description:
        "Who the company is, where it is based, whom it helps, contact, pricing models, the free discovery call and its booking hours.",
      mimeType: "application/json",
    },
    read(deps) {
      const { brand } = deps;
      const hours = deps.businessHours;
      return {
        name: brand.companyName,
        legalName: brand.legalName,
        description: fillBrand(company.description, brand),
        legalForm: company.legalForm,
        location: `${company.state}, ${company.country}`,
        website: `${brand.siteUrl}/`,
        email: brand.email,
        bookingUrl: brand.bookingUrl,
        industries: company.industries,
        responseTimes: company.responseTimes,
        discoveryCall: {
          price: company.discoveryCall.priceLabel,
          minutes: SLOT_MINUTES,
          bookableHours: hours.label,
          timeZone: hours.timeZone,
          howToBook: agentInfo.howToBook.map((t) => fillBrand(t, brand)),
        },
        pricing: pricingOptions.map((o) => ({ name: o.name, model: o.model, price: o.priceLabel })),
        process: processSteps.map((s) => ({
          step: s.number,
          title: s.title,
          description: s.description,
        })),
        schemaOrg: organizationJsonLd(brand),
      };
    },
  },
  {
    resource: {
      name: "services",
      uri: "company://services",
      title: "Services and solutions",
      description:
        "The services the company sells and its ready-made AI solutions, with schema.org markup.",
      mimeType: "application/json",
    },
    read(deps) {
      const { brand } = deps;
      return {
        services: services.map((s) => ({
          name: s.name,
          description: s.description,
          schemaOrg: serviceJsonLd(s, brand),
        })),
        solutions: solutions.map((s) => ({
          title: s.title,
          description: s.description,
          impact: s.impact,
          category: s.category,
        })),
      };
    },
  },
];

export const resourceList = RESOURCES.map((r) => r.resource);

/** resources/read; an unknown URI is the protocol's "resource not found" (-32002). */
export function readResource(deps: Deps, uri: string): ReadResourceResult {
  const found = RESOURCES.find((r) => r.resource.uri === uri);
  if (!found) {
    throw new McpError(-32002, `Resource not found: ${uri}`, {
      uri,
      available: RESOURCES.map((r) => r.resource.uri),
    });
  }
  return {
    contents: [
      { uri, mimeType: "application/json", text: JSON.stringify(found.read(deps), null, 2) },
    ],
  };
}
