/**
 * The HTTP side of the stateless endpoint: one POST's JSON-RPC message(s) in, the Server's
 * answers out as JSON. It keeps what the SDK's Streamable HTTP transport does in stateless JSON
 * mode (Accept and Content-Type checks, batches of at most MAX_BATCH_SIZE, each message
 * validated as JSON-RPC, one initialize per request, the Mcp-Protocol-Version header, 202 for
 * notifications alone, one answer or an array for a batch), with its status codes and error
 * messages, without building that transport and its zod checks for every request.
 */
import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js";
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type ExchangeTransport, isRequest } from "./exchange-transport";
import { okResultJson } from "./result";

/** The SDK's schemas, loaded when a message or a header needs them (see plainCall). */
const sdkTypes = () => import("@modelcontextprotocol/sdk/types.js");

/** What goes back: a status, and a JSON body (none for 202). */
export interface PostAnswer {
  status: 200 | 202 | 400 | 406 | 415 | 500;
  body: string | null;
}

const error = (
  status: PostAnswer["status"],
  code: number,
  message: string,
  data?: unknown,
): PostAnswer => ({
  status,
  body: JSON.stringify({
    jsonrpc: "2.0",
    error: data === undefined ? { code, message } : { code, message, data },
    id: null,
  }),
});

const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);

/**
 * A request or notification the SDK's JSONRPCMessageSchema accepts as it is, recognised
 * without zod: only the four keys, a string method, an id that is a string or an integer, and
 * params (if any) an object without `_meta` (whose shape the schema checks). Anything else
 * goes through the schema.
 */
function plainCall(m: unknown): m is JSONRPCMessage {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
  const { jsonrpc, id, method, params } = m as Record<string, unknown>;
  if (jsonrpc !== "2.0" || typeof method !== "string") return false;
  if ("id" in m && typeof id !== "string" && !Number.isSafeInteger(id)) return false;
  if (params !== undefined) {
    if (typeof params !== "object" || params === null || Array.isArray(params)) return false;
    if ("_meta" in params) return false;
  }
  for (const key in m) if (!REQUEST_KEYS.has(key)) return false;
  return true;
}

/**
 * The messages from `first` on (the first that is not plain) checked by the SDK's schema, plain
 * ones after it as they are; null when one is not a valid JSON-RPC message.
 */
async function bySchema(list: unknown[], first: number): Promise<JSONRPCMessage[] | null> {
  const { JSONRPCMessageSchema } = await sdkTypes();
  const messages = list.slice(0, first) as JSONRPCMessage[];
  for (const m of list.slice(first)) {
    if (plainCall(m)) messages.push(m);
    else {
      const checked = JSONRPCMessageSchema.safeParse(m);
      if (!checked.success) return null;
      messages.push(checked.data);
    }
  }
  return messages;
}

/**
 * Answers one POST whose body is already parsed JSON; the caller is who the tools see;
 * `onFault` hears of a fault of the server (answered as a bare 500 Internal error);
 * `initialize` says whether the body holds an initialize message.
 */
export async function answerPost<C>(
  req: Request,
  body: unknown,
  mux: ExchangeTransport<C>,
  caller: C,
  onFault: (error: unknown) => void,
  initialize: boolean,
): Promise<PostAnswer> {
  // Accept is a comma-separated list: a substring check is what the SDK does too.
  const accept = req.headers.get("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) {
    return error(
      406,
      -32000,
      "Not Acceptable: Client must accept both application/json and text/event-stream",
    );
  }
  if (!isJsonContentType(req.headers.get("content-type"))) {
    return error(415, -32000, "Unsupported Media Type: Content-Type must be application/json");
  }
  if (Array.isArray(body) && body.length > MAX_BATCH_SIZE) {
    return error(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  }
  // Each message read by plainCall once; the schema (loaded then) only from the first that is not.
  const list = Array.isArray(body) ? body : [body];
  const odd = list.findIndex((m) => !plainCall(m));
  const messages = odd < 0 ? (list as JSONRPCMessage[]) : await bySchema(list, odd);
  if (!messages) return error(400, -32700, "Parse error: Invalid JSON-RPC message");
  // Two requests of one batch under one id could not be told apart: one answer would be lost.
  const ids = messages.filter(isRequest).map((m) => m.id);
  if (ids.length > 1 && new Set(ids).size !== ids.length) {
    return error(400, -32600, "Invalid Request: Request ids must be unique within a batch");
  }
  const version = req.headers.get("mcp-protocol-version");
  if (initialize || version !== null) {
    const refusal = await checkInitializeOrVersion(messages, initialize, version);
    if (refusal) return refusal;
  }
  try {
    const answers = await mux.deliver(messages, caller);
    if (ids.length === 0 || answers.length === 0) return { status: 202, body: null };
    // As the SDK's transport: one answer alone, several as an array.
    const [one] = answers;
    return {
      status: 200,
      body:
        answers.length === 1 && one ? answerJson(one) : `[${answers.map(answerJson).join(",")}]`,
    };
  } catch (fault) {
    // The messages were checked above: only a fault of the server gets here.
    onFault(fault);
    return error(500, -32603, "Internal error");
  }
}

/**
 * `JSON.stringify(answer)`. A tool's result answer as the transport makes it (`{ result,
 * jsonrpc, id }`, the result from ok()) reuses the JSON its text already holds (okResultJson).
 */
function answerJson(answer: JSONRPCMessage): string {
  const keys = Object.keys(answer);
  const { result, jsonrpc, id } = answer as { result?: unknown; jsonrpc: unknown; id?: unknown };
  const known =
    keys.length === 3 &&
    keys[0] === "result" &&
    keys[1] === "jsonrpc" &&
    keys[2] === "id" &&
    jsonrpc === "2.0" &&
    (typeof id === "number" || typeof id === "string")
      ? okResultJson(result)
      : undefined;
  if (known === undefined) return JSON.stringify(answer);
  return `{"result":${known},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
}

/** An initialize comes alone; any other request's protocol version must be one we speak. */
async function checkInitializeOrVersion(
  messages: JSONRPCMessage[],
  initializing: boolean,
  version: string | null,
): Promise<PostAnswer | null> {
  const { isInitializeRequest, SUPPORTED_PROTOCOL_VERSIONS } = await sdkTypes();
  if (initializing && messages.some(isInitializeRequest)) {
    return messages.length > 1
      ? error(400, -32600, "Invalid Request: Only one initialization request is allowed")
      : null;
  }
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return error(
      400,
      -32000,
      `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`,
    );
  }
  return null;
}
