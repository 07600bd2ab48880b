/**
 * One way to define an MCP tool: its schemas and annotations, the per-agent limit, the booking
 * budget (checked first, spent only when the call succeeded), an optional idempotencyKey (a
 * repeated call returns the first answer; the key reused for other arguments is refused), the
 * conversation record, and errors as tool errors.
 */
import type { CallToolResult, Tool, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { AppError } from "../lib/errors";
import type { McpContext, McpExchange } from "./context";
import { ok, toolError } from "./result";

export interface ToolSpec<I extends z.ZodObject, R extends Record<string, unknown>> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: z.ZodObject;
  annotations: ToolAnnotations;
  /** A booking verb: the person's email is in `email`; `spends` says whether the call used a booking. */
  booking?: { spends(result: R): boolean };
  run(args: z.output<I>, ctx: McpContext): Promise<R>;
  /** The readable line before the JSON in the text content. */
  text(result: R): string;
  /** What goes into the agent's conversation. */
  record(args: z.output<I>, result: R): McpExchange;
}

export interface McpTool {
  /** As tools/list shows it; built once. */
  definition: Tool;
  call(args: unknown, ctx: McpContext): Promise<CallToolResult>;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** What an idempotencyKey keeps: a hash of the arguments it came with, and the first answer. */
interface Remembered {
  request: string;
  answer: CallToolResult;
}

const hash = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("base64url");

const issues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`).join("; ");

export function defineTool<I extends z.ZodObject, R extends Record<string, unknown>>(
  spec: ToolSpec<I, R>,
): McpTool {
  const schema = (s: z.ZodObject, io: "input" | "output") => {
    const { $schema: _, ...json } = z.toJSONSchema(s, { io, unrepresentable: "any" });
    return json as Tool["inputSchema"];
  };
  // zod's compiled fast path (it falls back to the schema's own parser on any input it cannot
  // take, so the data and the issues are the schema's): every call parses its arguments and
  // its result. Compiled on the tool's first call, not when the tool table loads at start.
  let compiled: { input: typeof spec.input; output: typeof spec.output } | undefined;
  const parsers = () => {
    compiled ??= { input: z.compile(spec.input), output: z.compile(spec.output) };
    return compiled;
  };
  const definition: Tool = {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: schema(spec.input, "input"),
    outputSchema: schema(spec.output, "output") as Tool["outputSchema"],
    annotations: spec.annotations,
  };

  async function run(args: z.output<I>, ctx: McpContext): Promise<CallToolResult> {
    const email = (args as { email?: string }).email ?? "";
    if (spec.booking) await ctx.checkBookingBudget(email);
    const result = await spec.run(args, ctx);
    if (spec.booking?.spends(result)) await ctx.spendBooking(email);
    await ctx.record(spec.record(args, result));
    // Only what the output schema names goes out (results may carry extras for the record).
    return ok(parsers().output.parse(result) as R, spec.text(result));
  }

  return {
    definition,
    async call(raw, ctx) {
      const parsed = parsers().input.safeParse(raw ?? {});
      if (!parsed.success) return toolError(issues(parsed.error));
      const args = parsed.data;
      try {
        await ctx.limit(spec.name);
        const key = (args as { idempotencyKey?: string }).idempotencyKey;
        if (!key) return await run(args, ctx);
        const email = (args as { email?: string }).email ?? "";
        const stored = `mcp-idempotency:${spec.name}:${hash(`${email.toLowerCase()}|${key}`)}`;
        // The request the key was first used for: a repeat must ask the same thing.
        const { idempotencyKey: _, ...asked } = args as Record<string, unknown>;
        const request = hash(JSON.stringify(asked));
        const first = await ctx.deps.storage.kv.get<Remembered>(stored);
        if (first && first.request !== request) {
          return toolError(
            `This idempotencyKey was first used for a different request; nothing was changed. Use a new idempotencyKey for a new request.`,
          );
        }
        if (first) return first.answer;
        const answer = await run(args, ctx).catch((error) => {
          if (error instanceof AppError && error.code !== "rate_limited") {
            return toolError(error.message);
          }
          throw error;
        });
        await ctx.deps.storage.kv.set(stored, { request, answer }, IDEMPOTENCY_TTL_MS);
        return answer;
      } catch (error) {
        if (error instanceof AppError) return toolError(error.message);
        ctx.deps.logger.error({ err: error, tool: spec.name }, "MCP tool failed");
        return toolError("Something went wrong on our side. Please try again shortly.");
      }
    },
  };
}
