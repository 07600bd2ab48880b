/**
 * Lets one long-lived MCP Server serve every HTTP request of the stateless endpoint. The SDK's
 * Server takes one transport; this is that transport. Each request keeps the SDK's own
 * Streamable HTTP transport for everything HTTP (Accept, Content-Type, JSON-RPC validation,
 * batches, 202 for notifications, the JSON body), which hands its messages here instead of to
 * a Server of its own. Request ids are replaced by ids unique to this process on the way in
 * and given back on the way out, so two callers using the same id can never meet (their
 * answers, cancellations and in-flight state stay apart), and each request's caller is looked
 * up by the id its handler is given.
 */
import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type {
  JSONRPCMessage,
  MessageExtraInfo,
  RequestId,
} from "@modelcontextprotocol/sdk/types.js";

/** One HTTP request's side: where its answers go, and who is calling. */
export interface Exchange<C> {
  transport: Pick<Transport, "send">;
  caller: C;
  /** The caller's ids of this request's messages → the ids the Server saw. */
  ids: Map<RequestId, number>;
}

interface Pending<C> {
  exchange: Exchange<C>;
  id: RequestId;
}

const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId; method: string } =>
  "method" in m && "id" in m;
const isResponse = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId } =>
  !("method" in m) && "id" in m && ("result" in m || "error" in m);

export class ExchangeTransport<C> implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private next = 0;
  private readonly pending = new Map<number, Pending<C>>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.pending.clear();
    this.onclose?.();
  }

  /** Opens one HTTP request's exchange: `transport`'s incoming messages go to the Server. */
  open(transport: Transport, caller: C): Exchange<C> {
    const exchange: Exchange<C> = { transport, caller, ids: new Map() };
    transport.onmessage = (message, extra) => this.receive(exchange, message, extra);
    return exchange;
  }

  /** The caller of the request the Server knows as `id` (a handler's `extra.requestId`). */
  callerOf(id: RequestId): C {
    const pending = typeof id === "number" ? this.pending.get(id) : undefined;
    if (!pending) throw new Error(`No MCP request ${String(id)} in flight`);
    return pending.exchange.caller;
  }

  private receive(exchange: Exchange<C>, message: JSONRPCMessage, extra?: MessageExtraInfo) {
    if (isRequest(message)) {
      const id = ++this.next;
      this.pending.set(id, { exchange, id: message.id });
      exchange.ids.set(message.id, id);
      this.onmessage?.({ ...message, id }, extra);
      return;
    }
    if ("method" in message && message.method === "notifications/cancelled") {
      // A cancellation names a request of this same HTTP request (a batch), or nothing the
      // Server runs: one without a match is dropped, never applied to another caller's id.
      const params = message.params as { requestId?: RequestId } | undefined;
      const id = params?.requestId === undefined ? undefined : exchange.ids.get(params.requestId);
      if (id === undefined) return;
      // A cancelled request gets no answer, so nothing will come back to release it.
      this.pending.delete(id);
      this.onmessage?.({ ...message, params: { ...params, requestId: id } }, extra);
      return;
    }
    this.onmessage?.(message, extra);
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (isResponse(message)) {
      const pending = typeof message.id === "number" ? this.pending.get(message.id) : undefined;
      if (!pending) return; // cancelled meanwhile
      this.pending.delete(message.id as number);
      await pending.exchange.transport.send({ ...message, id: pending.id });
      return;
    }
    // A notification about a request goes to that request's HTTP response; the stateless
    // endpoint has no stream for anything else.
    const related = options?.relatedRequestId;
    const pending = typeof related === "number" ? this.pending.get(related) : undefined;
    if (pending) {
      await pending.exchange.transport.send(message, { ...options, relatedRequestId: pending.id });
    }
  }
}
