import { chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/support/app";
import { readJson } from "../test/support/responses";

describe("brand and site knowledge from SITE_*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { SITE_NAME: "Acme Bots", SITE_EMAIL: "hi@acme.test" });
  });
  afterAll(() => t.close());

  it("resolves the brand once and indexes the passages for it", () => {
    expect(t.deps.brand.companyName).toBe("Acme Bots");
    expect(t.deps.brand.email).toBe("hi@acme.test");
    expect(t.deps.knowledge.passages.some((p) => p.text.includes("hi@acme.test"))).toBe(true);
    expect(t.deps.knowledge.search("email address contact", 1)).toHaveLength(1);
  });

  it("reaches the chat greeting and the agent manifest", async () => {
    const session = await readJson(
      await t.json("POST", "/api/chat/session"),
      chatSessionResponseSchema,
    );
    expect(session.initialMessage.text).toContain("Acme Bots");
    const manifest = await t.app.request("http://agents.test/.well-known/nlweb.json");
    expect(((await manifest.json()) as { name: string }).name).toBe("Acme Bots");
  });
});
