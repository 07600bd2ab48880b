/** MCP resources: the company's facts and its services, as JSON an agent can quote. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
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
import { SLOT_MINUTES } from "../services/slots";
import type { McpContext } from "./context";

const json = (uri: string, data: unknown) => ({
  contents: [{ uri, mimeType: "application/json", text: JSON.stringify(data, null, 2) }],
});

export function registerResources(server: McpServer, ctx: McpContext): void {
  server.registerResource(
    "company",
    "company://facts",
    {
      title: "Company facts",
      description:
        "Who the company is, where it is based, whom it helps, contact, pricing models, the free discovery call and its booking hours.",
      mimeType: "application/json",
    },
    (uri) => {
      const { brand } = ctx.deps;
      const hours = ctx.deps.businessHours;
      return json(uri.href, {
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
      });
    },
  );

  server.registerResource(
    "services",
    "company://services",
    {
      title: "Services and solutions",
      description:
        "The services the company sells and its ready-made AI solutions, with schema.org markup.",
      mimeType: "application/json",
    },
    (uri) => {
      const { brand } = ctx.deps;
      return json(uri.href, {
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
      });
    },
  );
}
