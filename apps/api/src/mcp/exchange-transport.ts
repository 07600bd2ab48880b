/**
 * Lets one long-lived MCP Server serve every HTTP request of the stateless endpoint. The SDK's
 * Server takes one transport; this is that transport, and each HTTP request hands it its
 * messages (see json-post.ts for the HTTP side). Request ids are replaced by ids unique to this
 * process on the way in and given back on the way out, so two callers using the same id can
 * never meet (their answers, cancellations and in-flight state stay apart), and each request's
 * caller is looked up by the id its handler is given.
 */
import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** One HTTP request's side: who is calling, and the answers its requests are waiting for. */
interface Exchange<C> {
  caller: C;
  /** The caller's ids of this request's messages → the ids the Server saw. */
  ids: Map<RequestId, number>;
  /** Each request's answer by the caller's id, in the order the requests came. */
  answers: Map<RequestId, JSONRPCMessage | undefined>;
  waiting: number;
  done(answers: JSONRPCMessage[]): void;
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

  /**
   * Hands one HTTP request's messages to the Server. Resolves with the answers to its requests
   * once all are in (a request cancelled within the same batch gets none), in the order the
   * requests came; with none at once when it held no request.
   */
  deliver(messages: JSONRPCMessage[], caller: C): Promise<JSONRPCMessage[]> {
    return new Promise((done) => {
      const exchange: Exchange<C> = {
        caller,
        ids: new Map(),
        answers: new Map(),
        waiting: 0,
        done,
      };
      for (const m of messages) {
        if (isRequest(m) && !exchange.answers.has(m.id)) {
          exchange.answers.set(m.id, undefined);
          exchange.waiting++;
        }
      }
      if (exchange.waiting === 0) done([]);
      for (const m of messages) this.receive(exchange, m);
    });
  }

  /** The caller of the request the Server knows as `id` (a handler's `extra.requestId`). */
  callerOf(id: RequestId): C {
    const pending = typeof id === "number" ? this.pending.get(id) : undefined;
    if (!pending) throw new Error(`No MCP request ${String(id)} in flight`);
    return pending.exchange.caller;
  }

  private receive(exchange: Exchange<C>, message: JSONRPCMessage) {
    if (isRequest(message)) {
      const id = ++this.next;
      this.pending.set(id, { exchange, id: message.id });
      exchange.ids.set(message.id, id);
      this.onmessage?.({ ...message, id });
      return;
    }
    if ("method" in message && message.method === "notifications/cancelled") {
      // A cancellation names a request of this same HTTP request (a batch), or nothing the
      // Server runs: one without a match is dropped, never applied to another caller's id.
      const params = message.params as { requestId?: RequestId } | undefined;
      const id = params?.requestId === undefined ? undefined : exchange.ids.get(params.requestId);
      const pending = id === undefined ? undefined : this.pending.get(id);
      if (id === undefined || !pending) return;
      // A cancelled request gets no answer: its HTTP response stops waiting for one.
      this.pending.delete(id);
      this.settle(exchange, pending.id, undefined);
      this.onmessage?.({ ...message, params: { ...params, requestId: id } });
      return;
    }
    this.onmessage?.(message);
  }

  /** Records one request's answer (none when cancelled); the HTTP response goes once all are in. */
  private settle(exchange: Exchange<C>, id: RequestId, answer: JSONRPCMessage | undefined) {
    if (!exchange.answers.has(id) || exchange.answers.get(id) !== undefined) return;
    if (answer) exchange.answers.set(id, answer);
    else exchange.answers.delete(id);
    if (--exchange.waiting > 0) return;
    const answers: JSONRPCMessage[] = [];
    for (const a of exchange.answers.values()) if (a) answers.push(a);
    exchange.done(answers);
  }

  async send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    // Only answers go out: the stateless JSON endpoint has no stream for notifications (about
    // a request or not), as the SDK's transport in JSON mode drops them too.
    if (!isResponse(message)) return;
    const pending = typeof message.id === "number" ? this.pending.get(message.id) : undefined;
    if (!pending) return; // cancelled meanwhile
    this.pending.delete(message.id as number);
    this.settle(pending.exchange, pending.id, { ...message, id: pending.id });
  }
}
