/**
 * JSON-RPC errors of requests answered without the SDK's Server (see exchange-transport.ts),
 * worded and shaped as its Protocol words and shapes them, so a client cannot tell which
 * answered: an McpError's message is "MCP error <code>: <message>", an error without a numeric
 * code is -32603 Internal error with its own message.
 */
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

export const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

/** An error the answer carries with its code, as the SDK's McpError does. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`MCP error ${code}: ${message}`);
    this.name = "McpError";
  }
}

/** The error answer to request `id`, as the SDK's Protocol builds it from a thrown error. */
export function errorAnswer(id: RequestId, error: unknown): JSONRPCMessage & { id: RequestId } {
  const { code, message, data } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    data?: unknown;
  };
  return {
    jsonrpc: "2.0",
    id,
    error: {
      code: Number.isSafeInteger(code) ? (code as number) : INTERNAL_ERROR,
      message: (message as string | undefined) ?? "Internal error",
      ...(data !== undefined ? { data } : {}),
    },
  };
}
