/** Turns service results and errors into MCP tool results (structuredContent + text). */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ZodError } from "zod";
import { AppError } from "../lib/errors";

/** A successful result: the object as structuredContent, and readable text for older clients. */
export function ok<T extends Record<string, unknown>>(data: T, text?: string): CallToolResult {
  return {
    structuredContent: data,
    content: [
      { type: "text", text: text ? `${text}\n\n${JSON.stringify(data)}` : JSON.stringify(data) },
    ],
  };
}

/** A tool error the agent can act on; the server keeps answering. */
export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: message }] };
}

/**
 * Runs a tool body. Our AppErrors and bad input become error results with their message;
 * anything else becomes a generic error result (and is logged by the caller).
 */
export async function runTool(
  body: () => Promise<CallToolResult>,
  onUnexpected: (error: unknown) => void,
): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof AppError) return toolError(error.message);
    if (error instanceof ZodError) {
      return toolError(error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    }
    onUnexpected(error);
    return toolError("Something went wrong on our side. Please try again shortly.");
  }
}
