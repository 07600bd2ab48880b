import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { createKnowledgeIndex } from "../../ai/knowledge";
import { generalAudience } from "./audiences";
import { readBrief } from "./brief";
import { composeDraft } from "./compose";
import { research } from "./research";
import { titleCase } from "./topic";

/** Reading an owner's brief: the topic without request words, and the agent's instructions apart. */
describe("readBrief", () => {
  it("keeps the topic and sets aside format, audience and instructions", () => {
    const b = readBrief([
      "Quick Tips for Clinic Owners on Reducing No-Shows with AI Reminders. Audience: Small Medical Practices. Format: Quick Tips. Please Research It and Proceed",
    ]);
    expect(b).toMatchObject({
      topic: "Reducing No-Shows with AI Reminders",
      contentType: "Quick Tips",
      proceed: true,
    });
    expect(b.audience?.industry).toBe("Medical practices");
    expect(b.instructions.join(" ")).toMatch(/Please Research It and Proceed/);
  });

  it("takes readers it has no profile for from 'for hair salons about …', not as the topic", () => {
    const b = readBrief([
      "write something for hair salons about using AI to fill last-minute cancellations, friendly tone",
    ]);
    expect(b.topic).toBe("using AI to fill last-minute cancellations");
    expect(b.audience).toMatchObject({ label: "Hair Salons", readers: "hair salon owners" });
    const gym = readBrief(["quick tips for gym owners on answering member questions"]);
    expect(gym.topic).toBe("answering member questions");
    expect(gym.audience).toMatchObject({ label: "Gym Owners", readers: "gym owners" });
  });

  it("addresses a trade by its people's name, with its industry's profile", () => {
    const b = readBrief(["step by step guide for plumbers about catching after-hours calls"]);
    expect(b.audience).toMatchObject({ industry: "Contractors", readers: "plumbers" });
  });

  it("reads tone, length, keywords and what to leave out", () => {
    const b = readBrief([
      "I'd like a step-by-step guide for law firms on automating client intake with AI. Keep it friendly, around 900 words. Keywords: legal intake automation, law firm AI. Don't mention pricing.",
    ]);
    expect(b).toMatchObject({
      topic: "automating client intake with AI",
      contentType: "Step-by-Step Guide",
      tone: "friendly",
      length: 900,
      keywords: ["legal intake automation", "law firm ai"],
      avoid: ["pricing"],
      proceed: false,
    });
    expect(b.audience?.label).toBe("Law Firms");
  });

  it("turns a request into a topic a title can carry", () => {
    const topic = (m: string) => readBrief([m]).topic;
    expect(topic("5 quick tips for online stores to recover abandoned carts with AI emails")).toBe(
      "recovering abandoned carts with AI emails",
    );
    expect(topic("how contractors can use AI to follow up on quotes - step by step")).toBe(
      "using AI to follow up on quotes",
    );
    for (const opener of [
      "I want to write a blog post",
      "hi there!",
      "can you help me?",
      "new post please",
    ])
      expect(topic(opener)).toBeNull();
    expect(titleCase("what's changing with ai for e-commerce")).toBe(
      "What's Changing with AI for E-Commerce",
    );
    expect(titleCase("writing product descriptions with chatgpt for shopify")).toBe(
      "Writing Product Descriptions with ChatGPT for Shopify",
    );
  });

  it("takes an audience it has no profile for from the brief", () => {
    const b = readBrief(["ai for bakeries"]);
    expect(b.topic).toBe("ai");
    expect(b.audience).toMatchObject({
      industry: null,
      label: "Bakeries",
      readers: "bakery owners",
    });
  });

  it("writes a longer post when the brief asks for one", () => {
    const brief = "How AI answers patient questions, an explainer for medical practices";
    const words = (n?: string) => {
      const b = readBrief([n ? `${brief}, around ${n} words` : brief]);
      const s = {
        ...b,
        topic: b.topic ?? "",
        count: 7,
        audience: b.audience ?? generalAudience(),
        contentType: b.contentType ?? "In-Depth Explainer",
      };
      const d = composeDraft(defaultBrand, s, research(createKnowledgeIndex(defaultBrand), s), "r");
      return { n: d.content.split(/\s+/).length, faq: d.content.includes("## Frequently Asked") };
    };
    const plain = words();
    const longer = words("1000");
    expect(plain.faq).toBe(false);
    expect(longer.faq).toBe(true);
    expect(longer.n).toBeGreaterThan(plain.n + 100);
  });
});
