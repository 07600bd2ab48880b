import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { faqPageJsonLd, jsonLdForPath, organizationJsonLd, serializeJsonLd } from "./jsonld";
import { toPassages } from "./passages";

const brand = resolveBrand({
  companyName: "Acme AI",
  email: "hi@acme.test",
  siteUrl: "https://acme.test",
});

describe("toPassages", () => {
  const passages = toPassages(brand);

  it("covers every kind of fact with unique ids", () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    const types = new Set(passages.map((p) => p.schemaType));
    for (const t of ["Organization", "Service", "Offer", "Question", "HowTo", "Review"]) {
      expect(types).toContain(t);
    }
    expect(passages.filter((p) => p.id.startsWith("solution-"))).toHaveLength(12);
    expect(passages.filter((p) => p.id.startsWith("terms-"))).toHaveLength(12);
    expect(passages.filter((p) => p.id.startsWith("privacy-"))).toHaveLength(13);
  });

  it("fills brand values and makes URLs absolute", () => {
    for (const p of passages) {
      expect(p.url.startsWith("https://acme.test/")).toBe(true);
      expect(`${p.title} ${p.text}`).not.toMatch(
        /\{(companyName|legalName|email|bookingUrl|siteUrl)\}/,
      );
      expect(p.text.length).toBeGreaterThan(10);
    }
    expect(passages.find((p) => p.id === "company")?.text).toContain("hi@acme.test");
  });
});

describe("JSON-LD", () => {
  it("describes a Utah LLC professional service", () => {
    const org = organizationJsonLd(brand);
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
      name: "Acme AI",
      legalName: "Acme AI, LLC",
      url: "https://acme.test/",
      address: { addressRegion: "UT", addressCountry: "US" },
    });
  });

  it("builds a FAQPage of questions with answers", () => {
    const page = faqPageJsonLd(brand) as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(page.mainEntity.length).toBeGreaterThan(3);
    expect(page.mainEntity[0]?.name).toContain("Acme AI");
  });

  it("adds Service items on the home page only", () => {
    const types = (path: string) => jsonLdForPath(path, brand).map((d) => d["@type"]);
    expect(types("/").filter((t) => t === "Service")).toHaveLength(10);
    expect(types("/terms")).toEqual(["ProfessionalService"]);
    expect(types("/ai")).toContain("FAQPage");
  });

  it("serialises without a way out of the script element", () => {
    const out = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
