/**
 * Checks at the edge of the MCP endpoint, before the SDK sees a message: the body is JSON,
 * batches only under protocol versions that still have them (2025-06-18 removed them), and a
 * tools/call names its tool. Each refusal is a JSON-RPC error a client can read.
 */

export interface JsonRpcRefusal {
  status: 400 | 200;
  body: { jsonrpc: "2.0"; id: string | number | null; error: { code: number; message: string } };
}

type Message = { id?: string | number | null; method?: unknown; params?: Record<string, unknown> };

const refuse = (
  status: 400 | 200,
  id: string | number | null | undefined,
  code: number,
  message: string,
): JsonRpcRefusal => ({
  status,
  body: { jsonrpc: "2.0", id: id ?? null, error: { code, message } },
});

/** The body's initialize message (alone or in a batch), if it holds one. */
export function initializeOf(body: unknown): Message | undefined {
  const messages = (Array.isArray(body) ? body : [body]) as (Message | null | undefined)[];
  return messages.find((m) => m?.method === "initialize") ?? undefined;
}

/** The protocol version the client speaks: its header, its initialize, or the spec's default. */
export function protocolVersion(header: string | undefined, init: Message | undefined): string {
  if (header) return header;
  const version = init?.params?.protocolVersion;
  return typeof version === "string" ? version : "2025-03-26";
}

/** The first message's id, for errors about the whole request. */
export const requestId = (body: unknown): string | number | null => {
  const first = (Array.isArray(body) ? body[0] : body) as Message | undefined;
  return typeof first?.id === "string" || typeof first?.id === "number" ? first.id : null;
};

/** A refusal for this body, or null when the SDK should handle it. */
export function checkMessage(body: unknown, version: string): JsonRpcRefusal | null {
  if (Array.isArray(body)) {
    return version >= "2025-06-18"
      ? refuse(
          400,
          null,
          -32600,
          `Invalid Request: batches are not supported in protocol ${version}; send one message per request`,
        )
      : null;
  }
  const message = body as Message | null;
  if (message && typeof message === "object" && message.method === "tools/call") {
    const name = message.params?.name;
    if (typeof name !== "string" || !name.trim()) {
      return refuse(
        200,
        message.id,
        -32602,
        "Invalid params: params.name (the tool to call) is required",
      );
    }
  }
  return null;
}
