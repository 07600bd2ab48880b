import type { Lead } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { greetingName, leadsToCsv, replyMailto } from "./lead-format";

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: "l1",
  type: "contact",
  status: "new",
  priority: "medium",
  name: "Maria Lopez",
  email: "maria@example.com",
  notes: [],
  source: "homepage_contact_form",
  environment: "development",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("stored text the admin renders", () => {
  it("builds a reply link for a name holding a lone UTF-16 surrogate instead of throwing", () => {
    const href = replyMailto(lead({ name: "\ud800Maria" }));
    expect(href).toContain("body=Hi%20%EF%BF%BDMaria");
  });

  it("keeps a stored address from adding recipients or headers to the reply", () => {
    const href = replyMailto(lead({ email: "a@example.com?bcc=spy@evil.example&x=" }));
    expect(href.startsWith("mailto:a@example.com%3Fbcc%3Dspy@evil.example%26x%3D?subject=")).toBe(
      true,
    );
  });

  it("exports well-formed CSV for any stored value", () => {
    const csv = leadsToCsv([lead({ name: "a\udc00b", message: "=cmd()" })]);
    expect(csv.isWellFormed()).toBe(true);
    expect(csv).toContain("a\ufffdb");
    expect(csv).toContain("'=cmd()");
  });
});

describe("the reply mail", () => {
  it("greets the first name, skipping a title before it", () => {
    expect(greetingName("Rita Moreno")).toBe("Rita");
    expect(greetingName("Dr. Priya Natarajan")).toBe("Priya");
    expect(greetingName("dr Priya Natarajan")).toBe("Priya");
    expect(greetingName("Mrs. Ann Lee")).toBe("Ann");
    expect(greetingName("Prof Drew Park")).toBe("Drew");
    // A name that is only a title, or one word, is kept as written.
    expect(greetingName("Dr.")).toBe("Dr.");
    expect(greetingName("  Cher  ")).toBe("Cher");
    // "Drew" is a name, not the title "Dr".
    expect(greetingName("Drew Park")).toBe("Drew");
  });

  it("prefills the subject and the greeting", () => {
    const href = replyMailto({
      email: "priya@example.com",
      name: "Dr. Priya Natarajan",
      type: "project_inquiry",
    });
    expect(href.startsWith("mailto:priya@example.com?subject=")).toBe(true);
    const decoded = decodeURIComponent(href);
    expect(decoded).toContain("Re: Your project inquiry");
    expect(decoded).toContain("Hi Priya,");
    expect(decoded).not.toContain("Hi Dr.");
  });
});
