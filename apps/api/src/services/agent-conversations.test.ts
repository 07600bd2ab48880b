import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import { type Backend, backends, buildTestApp } from "../../test/support/app";
import { useBackend } from "../../test/support/storage";
import { recordAgentExchange } from "./agent-conversations";

describe("recordAgentExchange", () => {
  const b = useBackend("sqlite");

  it("stores an answer that repeats an agent's markdown as text the admin cannot fetch from", async () => {
    const id = await recordAgentExchange(b.t.deps, {
      source: "mcp",
      clientKey: "session:markdown",
      question: "book_consultation for ![t](https://attacker.example/pixel.png)",
      answer:
        'Recorded for ![t](https://attacker.example/pixel.png), see [us](https://attacker.example/x) <img src="https://attacker.example/y.png">; [book](/book) here.',
    });
    expect(id).not.toBeNull();
    const [question, answer] = await b.storage.conversations.messages(id ?? "");
    // The question is the agent's own words, shown as plain text.
    expect(question?.text).toBe("book_consultation for ![t](https://attacker.example/pixel.png)");
    expect(answer?.text).toBe(
      'Recorded for t, see us \\<img src="https://attacker.example/y.png">; [book](/book) here.',
    );
  });

  it("keeps an answer cleaned already as it is, and cleans one too long to keep whole", async () => {
    const cleaned = "Chatbots start at $500: [see pricing](/pricing).";
    const kept = await recordAgentExchange(b.t.deps, {
      source: "mcp",
      question: "What does a chatbot cost?",
      answer: cleaned,
      answerCleaned: true,
    });
    expect((await b.storage.conversations.messages(kept ?? ""))[1]?.text).toBe(cleaned);
    // Cut to what a conversation keeps, the cut answer is cleaned again (a link cut in two).
    const long = `${"a".repeat(7990)} ![t](https://attacker.example/pixel.png)`;
    const cut = await recordAgentExchange(b.t.deps, {
      source: "mcp",
      question: "Tell me everything",
      answer: long,
      answerCleaned: true,
    });
    const stored = (await b.storage.conversations.messages(cut ?? ""))[1]?.text ?? "";
    expect(stored.startsWith("a".repeat(7990))).toBe(true);
    expect(stored).not.toContain("![");
  });
});

describe.each(backends)("an exchange without a client key, on %s", (backend: Backend) => {
  const b = useBackend(backend);

  it("is a conversation of its own with the question, the answer, its tags and lead, in order", async () => {
    const exchange = {
      source: "mcp" as const,
      kind: "question" as const,
      question: "What does a chatbot cost?",
      answer: "Chatbots start at $500.",
      tags: ["pricing"],
      leadId: "lead-1",
    };
    const [first, second] = await Promise.all([
      recordAgentExchange(b.t.deps, exchange),
      recordAgentExchange(b.t.deps, { ...exchange, question: "Do you build chatbots?" }),
    ]);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first).not.toBe(second);
    const conversation = await b.storage.conversations.get(first ?? "");
    expect(conversation).toMatchObject({
      source: "mcp",
      messageCount: 2,
      questionCount: 1,
      tags: ["pricing"],
      leadId: "lead-1",
      firstQuestion: "What does a chatbot cost?",
    });
    const messages = await b.storage.conversations.messages(first ?? "");
    expect(messages.map((m) => [m.isUser, m.text])).toEqual([
      [true, "What does a chatbot cost?"],
      [false, "Chatbots start at $500."],
    ]);
  });
});

describe.each(backends)("exchanges with one client key, on %s", (backend: Backend) => {
  const b = useBackend(backend);

  it("keeps one conversation per environment when both share the store", async () => {
    const production = { ...b.t.deps, env: { ...b.t.deps.env, APP_ENV: "production" as const } };
    const exchange = (question: string) => ({
      source: "mcp" as const,
      clientKey: `session:${backend}-both-environments`,
      question,
      answer: "Yes.",
    });
    const ids: (string | null)[] = [];
    for (const deps of [b.t.deps, production, b.t.deps, production])
      ids.push(await recordAgentExchange(deps, exchange(`Question ${ids.length + 1}?`)));
    const [dev, prod] = ids;
    expect(ids).toEqual([dev, prod, dev, prod]);
    expect(dev).not.toBe(prod);
    expect(await b.storage.conversations.get(dev ?? "")).toMatchObject({
      environment: "development",
      questionCount: 2,
    });
    expect(await b.storage.conversations.get(prod ?? "")).toMatchObject({
      environment: "production",
      questionCount: 2,
    });
  });

  it("is kept under a pseudonym of its key, started when its first exchange was", async () => {
    const first = await recordAgentExchange(b.t.deps, {
      source: "mcp",
      clientKey: `session:${backend}-pseudonym`,
      question: "What does a chatbot cost?",
      answer: "Chatbots start at $500.",
    });
    const conversation = await b.storage.conversations.get(first ?? "");
    // The key itself is never stored: the first 16 characters of its sha256, base64url.
    const sha = new Bun.CryptoHasher("sha256").update(`session:${backend}-pseudonym`);
    expect(conversation?.visitorId).toBe(sha.digest("base64url").slice(0, 16));
    const messages = await b.storage.conversations.messages(first ?? "");
    expect(messages.map((m) => m.timestamp)).toEqual([
      conversation?.startedAt,
      conversation?.startedAt,
    ]);
  });

  it("share one conversation, in order, with the key kept for the next", async () => {
    const exchange = (question: string) => ({
      source: "mcp" as const,
      clientKey: `session:${backend}-shared`,
      question,
      answer: `About: ${question}`,
      tags: ["pricing"],
    });
    const first = await recordAgentExchange(b.t.deps, exchange("What does a chatbot cost?"));
    const [second, third] = await Promise.all([
      recordAgentExchange(b.t.deps, exchange("Do you build chatbots?")),
      recordAgentExchange(b.t.deps, exchange("How long does it take?")),
    ]);
    expect(first).not.toBeNull();
    expect([second, third]).toEqual([first, first]);
    expect(await b.storage.conversations.get(first ?? "")).toMatchObject({
      source: "mcp",
      messageCount: 6,
      questionCount: 3,
      firstQuestion: "What does a chatbot cost?",
    });
    const messages = await b.storage.conversations.messages(first ?? "");
    expect(messages.map((m) => m.isUser)).toEqual([true, false, true, false, true, false]);
    const other = await recordAgentExchange(b.t.deps, {
      ...exchange("Hi"),
      clientKey: `session:${backend}-other`,
    });
    expect(other).not.toBe(first);
  });
});

/**
 * A test app on Redis whose commands are watched by MONITOR: `sent()` gives what the server
 * sent (commands a script runs are reported as from "lua" and left out) once MONITOR has
 * reported all of it. Its events arrive on their own connection, later than the replies (under
 * load, much later), so a marker command sent afterwards, reported after them, is waited for.
 */
async function watchedRedisApp() {
  const prefix = `test:${crypto.randomUUID()}:`;
  const t = await buildTestApp("redis", {}, { redisPrefix: prefix });
  const monitor = await new Redis(inject("redisUrl")).monitor();
  const seen: string[][] = [];
  monitor.on("monitor", (_time: string, args: string[], source: string) => {
    if (!source.includes("lua") && args.some((a) => a.startsWith(prefix))) seen.push(args);
  });
  const marker = `${prefix}monitored`;
  return {
    t,
    async sent(): Promise<string[][]> {
      const client = new Redis(inject("redisUrl"));
      try {
        await client.exists(marker);
        const deadline = Date.now() + 10_000;
        while (!seen.some((args) => args.includes(marker))) {
          if (Date.now() > deadline) throw new Error("MONITOR did not report the marker in 10 s");
          await Bun.sleep(10);
        }
        return seen.slice(
          0,
          seen.findIndex((args) => args.includes(marker)),
        );
      } finally {
        client.disconnect();
      }
    },
    async close() {
      monitor.disconnect();
      await t.close();
    },
  };
}

describe("an agent's exchange with a client key on Redis", () => {
  it("is one script call, its key read and renewed inside it", async () => {
    const { t, sent, close } = await watchedRedisApp();
    try {
      const exchange = {
        source: "mcp" as const,
        question: "Hi?",
        answer: "Hello.",
        clientKey: "k",
      };
      const first = await recordAgentExchange(t.deps, exchange);
      const again = await recordAgentExchange(t.deps, exchange);
      expect(again).toBe(first);
      const commands = (await sent()).map((args) => String(args[0]).toLowerCase());
      expect(commands).toEqual(["evalsha", "evalsha"]);
    } finally {
      await close();
    }
  });
});

describe("an agent's first exchange on Redis", () => {
  it("writes the new conversation and its messages without reading the record back first", async () => {
    const { t, sent, close } = await watchedRedisApp();
    try {
      const exchange = {
        source: "mcp" as const,
        question: "Do you build chatbots?",
        answer: "Yes.",
      };
      const alone = await recordAgentExchange(t.deps, exchange);
      const first = await recordAgentExchange(t.deps, { ...exchange, clientKey: "session:s1" });
      expect(alone).not.toBeNull();
      expect(first).not.toBeNull();
      const seen = await sent();
      const commands = seen.map((args) => String(args[0]).toLowerCase());
      expect(commands.some((c) => c.startsWith("eval"))).toBe(true);
      expect(seen.filter((a) => String(a[0]).toLowerCase() === "hmget")).toEqual([]);
      expect(await t.deps.storage.conversations.messages(first ?? "")).toHaveLength(2);
    } finally {
      await close();
    }
  });
});
