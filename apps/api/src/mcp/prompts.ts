/** MCP prompts: "book a consultation" walks an agent through the booking tools. */
import {
  ErrorCode,
  type GetPromptResult,
  McpError,
  type Prompt,
} from "@modelcontextprotocol/sdk/types.js";
import type { Deps } from "../context";

const BOOK: Prompt = {
  name: "book_consultation",
  title: "Book a consultation",
  description: "Book the free 30-minute AI discovery call for the person you act for.",
  arguments: [
    { name: "name", description: "The person's name" },
    { name: "email", description: "The person's email" },
    {
      name: "preferredTime",
      description: 'When they would like to meet, e.g. "next Tuesday afternoon"',
    },
    { name: "businessType", description: "Their kind of business" },
  ],
};

export const promptList: Prompt[] = [BOOK];

export function getPrompt(
  deps: Deps,
  name: string,
  args: Record<string, string> = {},
): GetPromptResult {
  if (name !== BOOK.name) {
    throw new McpError(ErrorCode.InvalidParams, `Unknown prompt "${name}". Prompts: ${BOOK.name}`);
  }
  const clip = (v: string | undefined) => v?.trim().slice(0, 300) || undefined;
  const [who, email, preferredTime, businessType] = [
    clip(args.name),
    clip(args.email),
    clip(args.preferredTime),
    clip(args.businessType),
  ];
  const known = [
    who ? `Name: ${who}` : "",
    email ? `Email: ${email}` : "",
    preferredTime ? `Preferred time: ${preferredTime}` : "",
    businessType ? `Business type: ${businessType}` : "",
  ].filter(Boolean);
  const text = [
    `Book a free 30-minute AI discovery call with ${deps.brand.companyName} for the person you are helping.`,
    known.length ? `What we know:\n${known.join("\n")}` : "",
    "Steps:",
    "1. If the name or email is missing, ask the person for it (both are required).",
    preferredTime
      ? "2. Call schedule_meeting with their wish in plain words, their name, email and IANA time zone (dryRun: true first if they want to confirm)."
      : "2. Call check_availability (pass their IANA time zone) and let them pick a slot.",
    "3. Call book_consultation with the chosen slot's start.utc (or use schedule_meeting's result).",
    '4. On status "conflict" or "unavailable", offer the alternatives and book the one they choose; never pick a time they did not ask for.',
    "5. Tell them the time in their own zone, the booking id, and the next steps from the result.",
    "6. To look a booking up or move it later, use find_booking and reschedule_booking with the same email.",
  ]
    .filter(Boolean)
    .join("\n");
  return { messages: [{ role: "user", content: { type: "text", text } }] };
}
