import {
  chatMessageRequestSchema,
  chatSessionRequestSchema,
  leadListQuerySchema,
  leadSubmissionSchema,
  leadUpdateSchema,
} from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/errors";
import { parserFor } from "./validate";

/** What the schema's own parse gives: the data, or the 400 `invalidInput` makes of its issues. */
function byTheSchema(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : {
        issues: result.error.issues.map((i) => ({
          path: i.path.map(String).join(".") || "(body)",
          message: i.message,
        })),
      };
}

async function byTheParser(schema: z.ZodType, value: unknown) {
  try {
    return { data: await parserFor(schema)(value) };
  } catch (error) {
    if (error instanceof AppError) return { issues: error.issues };
    throw error;
  }
}

const lone = "\ud800";
const lead = { type: "contact", name: "Maria Lopez", email: "maria@example.com" };

const cases: [string, z.ZodType, unknown[]][] = [
  [
    "a lead",
    leadSubmissionSchema,
    [
      lead,
      { ...lead, company: "", phone: "  ", source: "homepage_contact_form", message: " Hi " },
      { ...lead, email: "  Maria@Example.COM ", name: ` A${lone} ` },
      { ...lead, extra: "dropped", notes: ["x"] },
      {
        ...lead,
        type: "project_inquiry_modal",
        message: "We need a chatbot",
        industry: "Retail",
        employees: "",
        budget: "10k",
      },
      { ...lead, type: "project_inquiry_modal" },
      { ...lead, email: "not an email" },
      { ...lead, name: "" },
      { ...lead, name: "x".repeat(201) },
      { ...lead, type: "booking" },
      { name: "no type" },
      {},
      [],
      "text",
      null,
      42,
    ],
  ],
  [
    "a chat message",
    chatMessageRequestSchema,
    [
      { sessionId: "abc", message: "How much is a chatbot?" },
      { sessionId: " abc ", message: `  two${lone} words  ` },
      { sessionId: "abc", message: "   " },
      { sessionId: "", message: "hi" },
      { sessionId: "abc", message: "x".repeat(2001) },
      { sessionId: 7, message: "hi" },
      {},
    ],
  ],
  [
    "a chat session",
    chatSessionRequestSchema,
    [
      {},
      undefined,
      { visitorId: "  visitor-1234  ", timeZone: "Europe/Berlin" },
      { visitorId: "short" },
      { timeZone: "Mars/Olympus" },
    ],
  ],
  [
    "a lead update",
    leadUpdateSchema,
    [{ status: "contacted" }, { notes: "Called back" }, { status: "gone" }, {}],
  ],
  ["a lead list query", leadListQuerySchema, [{}, { status: "new", search: "maria" }, { type: 1 }]],
];

describe("parserFor: zod's compiled parse gives what the schema gives", () => {
  for (const [what, schema, values] of cases) {
    it(`for ${what}: the same data (no key more or less) and the same issues`, async () => {
      for (const value of values) {
        expect(await byTheParser(schema, value)).toStrictEqual(byTheSchema(schema, value));
      }
    });
  }

  it("parses a schema with an asynchronous refinement asynchronously", async () => {
    const schema = z.object({ name: z.string() }).refine(async (v) => v.name !== "taken", {
      message: "Name is taken",
      path: ["name"],
    });
    await expect(parserFor(schema)({ name: "free" })).resolves.toEqual({ name: "free" });
    await expect(parserFor(schema)({ name: "taken" })).rejects.toMatchObject({
      status: 400,
      message: "Invalid name: Name is taken",
    });
  });

  it("runs an asynchronous schema's transforms once per parse after its first", async () => {
    let runs = 0;
    const schema = z
      .object({
        name: z.string().transform((name) => {
          runs++;
          return name.trim();
        }),
      })
      .refine(async () => true);
    const parse = parserFor(schema);
    await expect(parse({ name: " first " })).resolves.toEqual({ name: "first" });
    runs = 0;
    await expect(parse({ name: " second " })).resolves.toEqual({ name: "second" });
    expect(runs).toBe(1);
  });
});
