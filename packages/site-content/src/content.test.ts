import { describe, expect, it } from "vitest";
import {
  challenges,
  pages,
  pricingOptions,
  privacy,
  processSteps,
  solutions,
  solutionsFor,
  solutionTabs,
  terms,
} from "./index";

describe("solutions", () => {
  it("has the twelve cards of the spec with the Custom card last", () => {
    expect(solutions).toHaveLength(12);
    expect(solutions.at(-1)).toMatchObject({ title: "Your Custom AI Advantage", isCustom: true });
    expect(solutions.filter((s) => s.isCustom)).toHaveLength(1);
  });

  it("groups cards per category as the spec lists them", () => {
    const titles = (tab: Parameters<typeof solutionsFor>[0]) =>
      solutionsFor(tab).map((s) => s.title);
    expect(titles("marketing-sales")).toEqual([
      "AI Email Marketing Pro",
      "Smart Lead Qualifier",
      "AI Social Content Assistant",
      "Your Custom AI Advantage",
    ]);
    expect(titles("customer-engagement")).toEqual([
      "24/7 AI Website Concierge",
      "AI Review & Reputation Guard",
      "AI-Driven Customer Loyalty",
      "Your Custom AI Advantage",
    ]);
    expect(titles("strategic-insights")).toEqual([
      "AI Market & Competitor Analyst",
      "Your Custom AI Advantage",
    ]);
    expect(titles("operations")).toHaveLength(5);
    expect(solutionsFor("all")).toHaveLength(12);
  });

  it("offers the five tabs in order", () => {
    expect(solutionTabs.map((t) => t.label)).toEqual([
      "All",
      "Marketing & Sales",
      "Customer Engagement",
      "Strategic Insights",
      "Operations",
    ]);
  });

  it("uses unique ids", () => {
    expect(new Set(solutions.map((s) => s.id)).size).toBe(solutions.length);
  });
});

describe("home facts", () => {
  it("shows the five challenge figures of the spec", () => {
    const figures = challenges.map((c) => `${c.impact} ${c.detail}`);
    expect(figures).toHaveLength(5);
    for (const needle of [
      "$2.4k per month",
      "5-person team",
      "15-25%",
      "per quarter",
      "35%",
      "30 minutes",
      "7% margin reduction",
      "18 months behind",
    ]) {
      expect(figures.some((f) => f.includes(needle))).toBe(true);
    }
  });

  it("has the four process steps in order", () => {
    expect(processSteps.map((s) => `${s.number} ${s.title}`)).toEqual([
      "1 Discovery",
      "2 Design",
      "3 Deploy",
      "4 Optimize",
    ]);
  });
});

describe("pricing", () => {
  it("offers the two paths of the spec", () => {
    const [managed, custom] = pricingOptions;
    expect(managed).toMatchObject({ name: "Managed Partnership", highlight: "Most Popular" });
    expect(custom?.name).toBe("Custom Solution");
    expect(custom?.priceLabel).toContain("$500+");
  });
});

describe("legal documents", () => {
  it("terms have 12 numbered, anchored sections with the §9 rules", () => {
    expect(terms.sections).toHaveLength(12);
    expect(terms.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const text = JSON.stringify(terms);
    for (const needle of ["18 years old", "12 months", "State of Utah", "arbitration"]) {
      expect(text).toContain(needle);
    }
  });

  it("privacy has 13 sections, the spec's anchors and its figures", () => {
    expect(privacy.sections).toHaveLength(13);
    expect(privacy.sections.slice(4).map((s) => s.id)).toEqual([
      "security",
      "client-confidentiality",
      "data-retention",
      "your-rights",
      "international-transfers",
      "cookies",
      "third-party",
      "changes",
      "contact",
    ]);
    expect(privacy.sections.at(-1)?.number).toBeUndefined();
    const text = JSON.stringify(privacy);
    for (const needle of [
      "7 years",
      "26 months",
      "within 30 days",
      "72 hours",
      "5 business days",
      "24 hours",
      "role-based access controls",
    ]) {
      expect(text).toContain(needle);
    }
  });

  it("uses unique anchors within each document", () => {
    for (const doc of [terms, privacy]) {
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
  });
});

describe("pages", () => {
  it("lists every public route once", () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      ["/", "/ai", "/blog", "/contact", "/pricing", "/privacy", "/terms"].sort(),
    );
  });
});
