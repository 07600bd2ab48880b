/** MCP prompts: "book a consultation" walks an agent through the booking tools. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { inputString } from "@repo/schemas";
import type { McpContext } from "./context";

export function registerPrompts(server: McpServer, ctx: McpContext): void {
  server.registerPrompt(
    "book_consultation",
    {
      title: "Book a consultation",
      description: "Book the free 30-minute AI discovery call for the person you act for.",
      argsSchema: {
        name: inputString().optional().describe("The person's name"),
        email: inputString().optional().describe("The person's email"),
        preferredTime: inputString()
          .optional()
          .describe('When they would like to meet, e.g. "next Tuesday afternoon"'),
        businessType: inputString().optional().describe("Their kind of business"),
      },
    },
    ({ name, email, preferredTime, businessType }) => {
      const { brand } = ctx.deps;
      const known = [
        name ? `Name: ${name}` : "",
        email ? `Email: ${email}` : "",
        preferredTime ? `Preferred time: ${preferredTime}` : "",
        businessType ? `Business type: ${businessType}` : "",
      ].filter(Boolean);
      const text = [
        `Book a free 30-minute AI discovery call with ${brand.companyName} for the person you are helping.`,
        known.length ? `What we know:\n${known.join("\n")}` : "",
        "Steps:",
        "1. If the name or email is missing, ask the person for it (both are required).",
        preferredTime
          ? "2. Call schedule_meeting with their wish in plain words, their name, email and IANA time zone."
          : "2. Call check_availability (pass their IANA time zone) and let them pick a slot.",
        "3. Call book_consultation with the chosen slot's start.utc (or use schedule_meeting's result).",
        '4. On status "conflict" or "unavailable", offer the alternatives and book the one they choose.',
        "5. Tell them the time in their own zone, the booking id, and the next steps from the result.",
      ]
        .filter(Boolean)
        .join("\n");
      return { messages: [{ role: "user", content: { type: "text", text } }] };
    },
  );
}
