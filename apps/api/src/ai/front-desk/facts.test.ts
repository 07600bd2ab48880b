import { defaultBrand, privacy, services, solutions, terms } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { buildFacts } from "./facts";

const facts = buildFacts(defaultBrand);
const all = facts.map((f) => `${f.title}\n${f.answer}`).join("\n");

describe("the front desk's facts", () => {
  it("cover every service, solution and section of the terms and privacy policy", () => {
    for (const s of services) expect(all).toContain(s.name);
    for (const s of solutions) expect(all).toContain(s.title);
    for (const s of terms.sections) expect(facts.some((f) => f.id === `terms-${s.id}`)).toBe(true);
    for (const s of privacy.sections)
      expect(facts.some((f) => f.id === `privacy-${s.id}`)).toBe(true);
  });

  it("state every business figure of the specification", () => {
    for (const figure of [
      "30 minutes",
      "$500+",
      "within 24 hours",
      "24 business hours",
      "$2.4k per month",
      "15-25%",
      "35%",
      "7% margin",
      "18 months",
      "at least 18 years old",
      "12 months",
      "Utah",
      "arbitration",
      "7 years",
      "26 months",
      "within 30 days",
      "72 hours",
      "5 business days",
      "role-based access controls",
      "no fixed monthly price list",
    ]) {
      expect(all, figure).toContain(figure);
    }
  });

  it("fill in the brand and have unique ids", () => {
    expect(all).not.toMatch(/\{(companyName|legalName|email|bookingUrl|siteUrl)\}/);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
  });
});
