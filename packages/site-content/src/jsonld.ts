import { type Brand, fillBrand } from "./brand";
import { company } from "./company";
import { faq } from "./faq";
import { pricingOptions } from "./pricing";
import { type Service, services } from "./services";

type JsonLd = Record<string, unknown>;

const orgId = (brand: Brand) => `${brand.siteUrl}/#organization`;

/** The business as a schema.org ProfessionalService (an Organization) with its Utah LLC facts. */
export function organizationJsonLd(brand: Brand): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": orgId(brand),
    name: brand.companyName,
    legalName: brand.legalName,
    url: `${brand.siteUrl}/`,
    logo: `${brand.siteUrl}/favicon.svg`,
    image: `${brand.siteUrl}/favicon.svg`,
    email: brand.email,
    description: fillBrand(company.description, brand),
    foundingDate: String(company.foundingYear),
    address: {
      "@type": "PostalAddress",
      addressRegion: company.stateCode,
      addressCountry: company.countryCode,
    },
    areaServed: { "@type": "Country", name: company.country },
    knowsAbout: services.map((s) => s.name),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: brand.email,
      url: brand.bookingUrl,
      availableLanguage: "English",
    },
    makesOffer: pricingOptions.map((o) => ({
      "@type": "Offer",
      name: o.name,
      description: o.description,
      ...(o.id === "custom-solution"
        ? {
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: 500,
              priceCurrency: "USD",
            },
          }
        : {}),
    })),
    ...(brand.openingHours?.length
      ? {
          openingHoursSpecification: brand.openingHours.map((h) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: h.dayOfWeek.map((d) => `https://schema.org/${d}`),
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
  };
}

/** One schema.org Service offered by the business. */
export function serviceJsonLd(service: Service, brand: Brand): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${brand.siteUrl}/#service-${service.slug}`,
    name: service.name,
    description: service.description,
    serviceType: service.name,
    provider: { "@id": orgId(brand) },
    areaServed: { "@type": "Country", name: company.country },
  };
}

/** A FAQPage built from the site's FAQ items. */
export function faqPageJsonLd(brand: Brand): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((f) => ({
      "@type": "Question",
      name: fillBrand(f.question, brand),
      acceptedAnswer: { "@type": "Answer", text: fillBrand(f.answer, brand) },
    })),
  };
}

/** The JSON-LD documents a public route should carry. */
export function jsonLdForPath(path: string, brand: Brand): JsonLd[] {
  const org = organizationJsonLd(brand);
  if (path === "/") return [org, ...services.map((s) => serviceJsonLd(s, brand))];
  // The FAQ is shown on /ai, so its FAQPage markup belongs there.
  if (path === "/ai") return [org, faqPageJsonLd(brand)];
  return [org];
}

/** Serialises JSON-LD for a <script type="application/ld+json"> without breaking out of it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
