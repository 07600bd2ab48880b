import { insightsResponseSchema } from "@repo/schemas";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { daysAgo, seedConversation as seed } from "../../test/support/conversations";
import { startFakeOpenAi } from "../../test/support/fake-openai";

/** The LLM path through the real openai SDK against an OpenAI-compatible server on 127.0.0.1. */
describe("insights from an LLM", () => {
  const fake = startFakeOpenAi();
  afterAll(() => fake.stop());

  let t: TestApp;
  beforeEach(async () => {
    fake.reset();
    t = await buildTestApp("sqlite", {
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "test-model",
    });
    for (let i = 0; i < 3; i++)
      await seed(t, { source: "chat", at: daysAgo(i), questions: ["What does it cost?"] });
  });
  afterEach(() => t.close());

  it("asks with the aggregates and a JSON schema, validates the answer and drops invented numbers", async () => {
    fake.state.reply = JSON.stringify({
      insights: [
        {
          type: "pricing",
          title: "Pricing dominates: 3 questions",
          recommendation: "Publish price ranges.",
          impact: "Fewer drop-offs.",
          color: "yellow",
          priority: "high",
          confidence: 130,
          dataPoints: ["3 of 3 questions ask about cost", "Revenue grew 4711%"],
          actionItems: ["Update the pricing page"],
        },
        {
          type: "made_up",
          title: "Traffic will triple to 9000 visitors",
          recommendation: "x",
          impact: "x",
          color: "green",
          priority: "low",
          confidence: 50,
          dataPoints: [],
          actionItems: [],
        },
      ],
    });
    const auth = await t.login();
    const res = await t.json("GET", "/api/admin/insights?dateRange=7", undefined, auth);
    expect(res.status).toBe(200);
    const body = insightsResponseSchema.parse(await res.json());
    expect(body.generator).toContain("test-model");
    expect(body.insights).toEqual([
      {
        type: "pricing",
        title: "Pricing dominates: 3 questions",
        recommendation: "Publish price ranges.",
        impact: "Fewer drop-offs.",
        color: "yellow",
        priority: "high",
        confidence: 100,
        dataPoints: ["3 of 3 questions ask about cost"],
        actionItems: ["Update the pricing page"],
      },
    ]);

    expect(fake.state.requests).toHaveLength(1);
    const sent = fake.state.requests[0] as {
      model: string;
      response_format: { type: string; json_schema: { name: string } };
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe("test-model");
    expect(sent.response_format.type).toBe("json_schema");
    expect(sent.response_format.json_schema.name).toBe("insights");
    const facts = JSON.parse(sent.messages[1]?.content.replace(/^Facts:\n/, "") ?? "{}");
    expect(facts.current).toMatchObject({ conversations: 3, questions: 3 });
    expect(facts.topQuestions).toEqual([{ question: "What does it cost?", count: 3 }]);

    // Cached: the model is not asked again until forced.
    await t.json("GET", "/api/admin/insights?dateRange=7", undefined, auth);
    expect(fake.state.requests).toHaveLength(1);
    await t.json("GET", "/api/admin/insights?dateRange=7&forceRegenerate=true", undefined, auth);
    expect(fake.state.requests).toHaveLength(2);
  });

  it("falls back to the rules when the model fails or answers off-schema", async () => {
    const auth = await t.login();
    fake.state.reply = JSON.stringify({ insights: [{ title: "no other fields" }] });
    const off = insightsResponseSchema.parse(
      await (await t.json("GET", "/api/admin/insights?dateRange=7", undefined, auth)).json(),
    );
    expect(off.generator).toBe("rules");
    expect(off.insights.map((i) => i.type)).toContain("pricing");

    fake.state.mode = "error";
    const down = insightsResponseSchema.parse(
      await (
        await t.json("GET", "/api/admin/insights?dateRange=7&forceRegenerate=true", undefined, auth)
      ).json(),
    );
    expect(down.generator).toBe("rules");
    expect(down.insights.length).toBeGreaterThan(0);
  });

  it("falls back to the rules when every insight the model wrote cites invented numbers", async () => {
    const auth = await t.login();
    const invented = {
      type: "made_up",
      recommendation: "x",
      impact: "x",
      color: "green",
      priority: "low",
      confidence: 50,
      dataPoints: [],
      actionItems: [],
    };
    fake.state.reply = JSON.stringify({
      insights: [
        { ...invented, title: "Traffic will triple to 9000 visitors" },
        { ...invented, title: "Bookings up 4711%" },
      ],
    });
    const body = insightsResponseSchema.parse(
      await (await t.json("GET", "/api/admin/insights?dateRange=7", undefined, auth)).json(),
    );
    expect(body.generator).toBe("rules");
    expect(body.insights.length).toBeGreaterThan(0);
    expect(body.insights.map((i) => i.title).join(" ")).not.toContain("9000");
  });
});
