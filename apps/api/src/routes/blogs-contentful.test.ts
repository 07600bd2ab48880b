import { blogAgentReplySchema, blogListResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ENV,
  type FakeContentful,
  localized,
  SPACE,
  startFakeContentful,
  TOKENS,
} from "../../../../packages/content/test/fake-contentful";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

describe("blog admin API on Contentful", () => {
  let fake: FakeContentful;
  let t: TestApp;
  beforeAll(async () => {
    fake = startFakeContentful();
    fake.entries.push({
      sys: {
        id: "cf1",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
        version: 1,
        published: false,
      },
      fields: localized({ title: "From Contentful", slug: "from-contentful", status: "draft" }),
    });
    t = await buildTestApp("sqlite", {
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_ENVIRONMENT: ENV,
      CONTENTFUL_DELIVERY_TOKEN: TOKENS.delivery,
      CONTENTFUL_PREVIEW_TOKEN: TOKENS.preview,
      CONTENTFUL_MANAGEMENT_TOKEN: TOKENS.management,
      CONTENTFUL_HOST: fake.host,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it("lists drafts through the preview API and keeps the tokens on the server", async () => {
    expect(t.deps.components.content).toBe("contentful");
    const auth = await t.login();
    const res = await t.json("GET", "/api/admin/blogs", undefined, auth);
    const text = await res.clone().text();
    expect(res.status).toBe(200);
    const body = await readJson(res, blogListResponseSchema);
    expect(body.source).toBe("contentful");
    expect(body.data.map((p) => p.title)).toEqual(["From Contentful"]);
    for (const token of Object.values(TOKENS)) expect(text).not.toContain(token);
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${TOKENS.preview}`);
  });

  it("has the built-in agent write its draft into Contentful", async () => {
    const auth = await t.login();
    const runId = "cf-run";
    await t.json(
      "POST",
      "/api/admin/blog-agent",
      { runId, message: "AI email marketing for retail shops" },
      auth,
    );
    const res = await t.json(
      "POST",
      "/api/admin/blog-agent",
      { runId, message: "Quick tips please" },
      auth,
    );
    const reply = await readJson(res, blogAgentReplySchema);
    expect(reply.conversationComplete).toBe(true);
    const created = fake.requests.find((r) => r.method === "POST");
    expect(created?.contentType).toBe("blog");
    expect(reply.entryId).toBe(fake.entries.at(-1)?.sys.id);
    expect(fake.entries.at(-1)?.fields.contentType).toEqual({ "en-US": "Quick Tips" });
  });
});
