import type { Lead } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { leadsToCsv, replyMailto } from "./lead-format";

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
