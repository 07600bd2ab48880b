/**
 * Lets the stateless endpoint's HTTP requests share one MCP Server, and answers the hot methods
 * without it. Each HTTP request hands its messages to `deliver` (see json-post.ts for the HTTP
 * side). A method with a direct handler (tools/call) is answered here, its handler given the
 * caller, its answer and errors shaped as the SDK's Protocol shapes them (rpc-error.ts); every
 * other message goes to the SDK's Server, which is built and connected on the first message
 * that needs it (an initialize, tools/list, resources, prompts…), so a process serving only
 * tool calls never loads it. Request ids are replaced by ids unique to this process on the way
 * in and given back on the way out, so two callers using the same id can never meet (their
 * answers, cancellations and in-flight state stay apart).
 */
import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, JSONRPCRequest, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { errorAnswer } from "./rpc-error";

type Answer = JSONRPCMessage & { id: RequestId };

/** Answers one request of a method without the Server; a thrown error is its error answer. */
export type DirectHandler<C> = (request: JSONRPCRequest, caller: C) => Promise<unknown>;

/** One HTTP request's side: who is calling, and the answers its requests are waiting for. */
interface Exchange<C> {
  caller: C;
  /** The caller's ids of this request's messages → the ids the handlers saw. */
  ids: Map<RequestId, number>;
  /** Each request's answer by the caller's id, in the order the requests came; undefined while awaited. */
  answers: Map<RequestId, JSONRPCMessage | undefined>;
  done(answers: JSONRPCMessage[]): void;
}

interface Pending<C> {
  exchange: Exchange<C>;
  id: RequestId;
  /** Whether the Server runs it (and so must hear of its cancellation). */
  byServer: boolean;
}

export const isRequest = (m: JSONRPCMessage): m is JSONRPCRequest => "method" in m && "id" in m;
const isResponse = (m: JSONRPCMessage): m is Answer =>
  !("method" in m) && "id" in m && ("result" in m || "error" in m);
const isCancellation = (m: JSONRPCMessage) =>
  "method" in m && m.method === "notifications/cancelled";

export class ExchangeTransport<C> implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private next = 0;
  private readonly pending = new Map<number, Pending<C>>();
  private server?: Promise<void>;
  private serverReady = false;

  /**
   * `connectServer` builds the Server and connects it to this transport (which sets
   * `onmessage`); it runs once, on the first message the direct handlers do not answer.
   */
  constructor(
    private readonly direct: ReadonlyMap<string, DirectHandler<C>>,
    private readonly connectServer: (transport: ExchangeTransport<C>) => Promise<void>,
  ) {}

  async start(): Promise<void> {}

  /** The Server lives as long as the app: nothing here outlives an HTTP request to release. */
  async close(): Promise<void> {}

  /**
   * Hands one HTTP request's messages over. Resolves with the answers to its requests once all
   * are in (a request cancelled within the same batch gets none), in the order the requests
   * came; with none at once when it held no request.
   */
  deliver(messages: JSONRPCMessage[], caller: C): Promise<JSONRPCMessage[]> {
    // One request with a direct handler (a POST of one tools/call): nothing else of its HTTP
    // request can cancel it or wait with it, and no one else sees its id, so it is answered
    // without the bookkeeping a batch or the Server needs.
    const [only] = messages;
    if (messages.length === 1 && only && isRequest(only)) {
      const handler = this.direct.get(only.method);
      if (handler) return this.answerAlone(handler, only, caller);
    }
    if (!this.serverReady && messages.some((m) => this.needsServer(m))) {
      return this.startServer().then(() => this.exchange(messages, caller));
    }
    return this.exchange(messages, caller);
  }

  private exchange(messages: JSONRPCMessage[], caller: C): Promise<JSONRPCMessage[]> {
    return new Promise((done) => {
      const exchange: Exchange<C> = { caller, ids: new Map(), answers: new Map(), done };
      for (const m of messages) if (isRequest(m)) exchange.answers.set(m.id, undefined);
      if (exchange.answers.size === 0) done([]);
      for (const m of messages) this.receive(exchange, m);
    });
  }

  private needsServer(m: JSONRPCMessage): boolean {
    if (isRequest(m)) return !this.direct.has(m.method);
    // A cancellation only ever names a request of its own batch, which is answered here or
    // by a Server already started for it.
    return !isCancellation(m);
  }

  private startServer(): Promise<void> {
    this.server ??= this.connectServer(this).then(
      () => {
        this.serverReady = true;
      },
      (error) => {
        this.server = undefined;
        throw error;
      },
    );
    return this.server;
  }

  private receive(exchange: Exchange<C>, message: JSONRPCMessage) {
    if (isRequest(message)) {
      const id = ++this.next;
      const handler = this.direct.get(message.method);
      this.pending.set(id, { exchange, id: message.id, byServer: !handler });
      exchange.ids.set(message.id, id);
      if (handler) this.answerDirectly(id, handler, message, exchange.caller);
      else this.onmessage?.({ ...message, id });
      return;
    }
    if (isCancellation(message)) {
      // A cancellation names a request of this same HTTP request (a batch), or nothing the
      // Server runs: one without a match is dropped, never applied to another caller's id.
      const params = (message as { params?: { requestId?: RequestId } }).params;
      const id = params?.requestId === undefined ? undefined : exchange.ids.get(params.requestId);
      const pending = id === undefined ? undefined : this.pending.get(id);
      if (id === undefined || !pending) return;
      // A cancelled request gets no answer: its HTTP response stops waiting for one.
      this.pending.delete(id);
      this.settle(exchange, pending.id, undefined);
      if (pending.byServer) this.onmessage?.({ ...message, params: { ...params, requestId: id } });
      return;
    }
    this.onmessage?.(message);
  }

  /** The one answer to a request alone, as answerDirectly shapes it. */
  private async answerAlone(
    handler: DirectHandler<C>,
    request: JSONRPCRequest,
    caller: C,
  ): Promise<JSONRPCMessage[]> {
    try {
      return [{ result: await handler(request, caller), jsonrpc: "2.0", id: request.id } as Answer];
    } catch (error) {
      return [errorAnswer(request.id, error)];
    }
  }

  /** As the Protocol answers: `{ result, jsonrpc, id }`, or the error answer. */
  private answerDirectly(
    id: number,
    handler: DirectHandler<C>,
    request: JSONRPCRequest,
    caller: C,
  ) {
    let result: Promise<unknown>;
    try {
      result = handler(request, caller);
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (value) => this.answered({ result: value, jsonrpc: "2.0", id } as Answer),
      (error) => this.answered(errorAnswer(id, error)),
    );
  }

  async send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    // Only answers go out: the stateless JSON endpoint has no stream for notifications (about
    // a request or not), as the SDK's transport in JSON mode drops them too.
    if (isResponse(message)) this.answered(message);
  }

  /** An answer under a process id goes to its HTTP request under the caller's id. */
  private answered(message: Answer) {
    const pending = typeof message.id === "number" ? this.pending.get(message.id) : undefined;
    if (!pending) return; // cancelled meanwhile
    this.pending.delete(message.id as number);
    this.settle(pending.exchange, pending.id, { ...message, id: pending.id });
  }

  /** Records one request's answer (none when cancelled); the HTTP response goes once all are in. */
  private settle(exchange: Exchange<C>, id: RequestId, answer: JSONRPCMessage | undefined) {
    const { answers } = exchange;
    if (!answers.has(id) || answers.get(id) !== undefined) return;
    if (answer) answers.set(id, answer);
    else answers.delete(id);
    const out: JSONRPCMessage[] = [];
    for (const a of answers.values()) {
      if (!a) return; // still waiting for one
      out.push(a);
    }
    exchange.done(out);
  }
}
