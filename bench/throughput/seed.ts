/**
 * Fills a store through the storage layer (not HTTP) so growth can be measured: leads and
 * conversations (a question and its answer each), dated over the last year. Deterministic.
 */
import type { ConversationSource, Lead } from "@repo/schemas";
import type { Storage } from "../../apps/api/src/storage";
import { rng } from "../support/rng";

const QUESTIONS = [
  "How much does a custom chatbot cost?",
  "Can I book a free discovery call?",
  "Do you work with restaurants?",
  "How long does an implementation take?",
  "Can you automate my invoices?",
  "Is my customer data secure?",
  "What industries do you serve?",
  "Do you offer support after launch?",
];
const SOURCES: ConversationSource[] = ["chat", "chat", "chat", "mcp", "mcp", "nlweb"];
const YEAR_MS = 365 * 86_400_000;

/** Runs `one(i)` for i in [from, to) with `width` calls in flight, printing progress. */
async function inFlight(
  from: number,
  to: number,
  one: (i: number) => Promise<unknown>,
  label: string,
  width = 64,
) {
  let next = from;
  const step = Math.max(100_000, Math.floor((to - from) / 5));
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < to) {
        const i = next++;
        await one(i);
        if (i > from && (i - from) % step === 0) console.log(`    ${label}: ${i.toLocaleString()}`);
      }
    }),
  );
}

/** Adds leads `from`..`to-1` and conversations `from`..`to-1` to `storage`. */
export async function seedRecords(storage: Storage, from: number, to: number, label: string) {
  const started = performance.now();
  const now = Date.now();
  await inFlight(
    from,
    to,
    (i) => {
      const r = rng(i);
      const at = new Date(now - Math.floor(r() * YEAR_MS)).toISOString();
      const lead: Lead = {
        id: `seed-lead-${i}`,
        type: r() < 0.5 ? "contact" : "project_inquiry",
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        company: `Company ${i % 997}`,
        message: "We would like to automate our customer service.",
        source: "website_contact_form",
        status: "new",
        priority: "medium",
        notes: [],
        environment: r() < 0.7 ? "production" : "development",
        createdAt: at,
        updatedAt: at,
      };
      return storage.leads.create(lead);
    },
    `${label} leads`,
  );
  await inFlight(
    from,
    to,
    async (i) => {
      const r = rng(i + 7);
      const id = `seed-conv-${i}`;
      const begin = now - Math.floor(r() * YEAR_MS);
      const source = SOURCES[Math.floor(r() * SOURCES.length)] as ConversationSource;
      await storage.conversations.create({
        id,
        source,
        environment: r() < 0.7 ? "production" : "development",
        startedAt: new Date(begin).toISOString(),
      });
      await storage.conversations.appendMessage(id, {
        isUser: true,
        text: QUESTIONS[Math.floor(r() * QUESTIONS.length)] as string,
        timestamp: new Date(begin).toISOString(),
        source: source === "mcp" ? "mcp" : "user",
      });
      await storage.conversations.appendMessage(id, {
        isUser: false,
        text: "Here is what we can do for you.",
        timestamp: new Date(begin + 2000).toISOString(),
        source: "ai",
      });
    },
    `${label} conversations`,
  );
  const s = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `  ${label}: seeded ${(to - from).toLocaleString()} leads and conversations in ${s} s`,
  );
}
