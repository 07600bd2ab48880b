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
  /**
   * A call that only reads (no booking, no idempotencyKey) answered before it is counted, then
   * counted and recorded in one storage step (McpContext.recordCounted) instead of two: what
   * the agent gets is the same, a call over a limit is answered by the count-first path.
   */
  answersFirst?: boolean;
}

export interface McpTool {
  /** As tools/list shows it; built once. */
  definition: Tool;
  call(args: unknown, ctx: McpContext): Promise<CallToolResult>;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** What a client reads of an answer (the SDK's own schemas are not loaded for a tool call). */
const answerSchema = z.looseObject({
  content: z.array(z.looseObject({ type: z.string() })),
  isError: z.boolean().optional(),
});
/**
 * What an idempotencyKey keeps: a hash of the arguments it came with, and the first answer. One
 * of another shape is refused (KEY_UNREADABLE): the key was used, for what is not known.
 */
const rememberedSchema = z.object({
  request: z.string(),
  answer: z.custom<CallToolResult>((v) => answerSchema.safeParse(v).success),
});

const KEY_UNREADABLE =
  "This idempotencyKey was already used, and its first answer can no longer be read; nothing was changed. Use a new idempotencyKey.";

/** A key's first answer that is stored but cannot be read. */
const UNREADABLE = Symbol("unreadable");

/**
 * The answer first given under an idempotency key, null when there is none. One stored but
 * unreadable (a hand edit, a bad restore) is UNREADABLE: whether the call ran is unknown, and
 * running it again could move or cancel a booking twice. An entry found after a read found none
 * may be a concurrent first call's answer, stored between the two: read again before refusing.
 */
async function firstAnswer(ctx: McpContext, stored: string) {
  const { kv } = ctx.deps.storage;
  const first = await kv.read(stored, rememberedSchema);
  if (first || !(await kv.has(stored))) return first;
  return (await kv.read(stored, rememberedSchema)) ?? UNREADABLE;
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

  /**
   * run() with the call counted after the answer, with its record: over a limit (nothing
   * written or counted) the call is counted as run() counts it, whose refusal is the answer;
   * within it after all (a window ended meanwhile), the answer is recorded as run() records it.
   * A failed answer is counted first too: a refusal is what the call would have got.
   */
  async function answerFirst(args: z.output<I>, ctx: McpContext): Promise<CallToolResult> {
    let result: R;
    try {
      result = await spec.run(args, ctx);
    } catch (error) {
      await ctx.limit(spec.name);
      throw error;
    }
    const exchange = spec.record(args, result);
    if (!(await ctx.recordCounted(spec.name, exchange))) {
      await ctx.limit(spec.name);
      await ctx.record(exchange);
    }
    return ok(parsers().output.parse(result) as R, spec.text(result));
  }

  return {
    definition,
    async call(raw, ctx) {
      const parsed = parsers().input.safeParse(raw ?? {});
      if (!parsed.success) return toolError(issues(parsed.error));
      const args = parsed.data;
      try {
        const key = (args as { idempotencyKey?: string }).idempotencyKey;
        if (spec.answersFirst && !spec.booking && !key && ctx.mayAnswerFirst(spec.name))
          return await answerFirst(args, ctx);
        await ctx.limit(spec.name);
        if (!key) return await run(args, ctx);
        const email = (args as { email?: string }).email ?? "";
        const stored = `mcp-idempotency:${spec.name}:${hash(`${email.toLowerCase()}|${key}`)}`;
        // The request the key was first used for: a repeat must ask the same thing.
        const { idempotencyKey: _, ...asked } = args as Record<string, unknown>;
        const request = hash(JSON.stringify(asked));
        const first = await firstAnswer(ctx, stored);
        if (first === UNREADABLE) return toolError(KEY_UNREADABLE);
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
