/**
 * The network edge in web tests: `fetch` stood in for by a handler of our own API, whose
 * answers are typed by the client endpoint they stand in for (`reply(api.leads.$get, …)`
 * only compiles with the body the real route returns), and every call recorded.
 */
import type { ApiError as ApiErrorBody } from "@repo/schemas";
import type { ClientResponse } from "hono/client";
import { vi } from "vitest";
import { api, type Ok } from "@/lib/api-client";

/** A client endpoint such as `api.leads[":id"].$put`. */
// biome-ignore lint/suspicious/noExplicitAny: any endpoint's arguments
type Endpoint = (...args: any[]) => Promise<ClientResponse<unknown, number, "json">>;

/** The success body of an endpoint, as the client infers it from the route. */
export type BodyOf<E extends Endpoint> = Ok<Awaited<ReturnType<E>>>;

/** A JSON answer of `endpoint` (200 unless given). */
export function reply<E extends Endpoint>(_endpoint: E, body: BodyOf<E>, status = 200): Response {
  return Response.json(body, { status });
}

/** The server's one error shape. */
export function replyError(status: number, code: string, error: string): Response {
  const body: ApiErrorBody = { error, code, requestId: "test-request" };
  return Response.json(body, { status });
}

export interface FakeRequest {
  method: string;
  /** Path and query as the client sent them, e.g. `/api/leads/lead-1`. */
  url: string;
  /** The JSON body, parsed (null without one). */
  body: unknown;
  authorization: string | null;
}

/**
 * Stubs `fetch` with `handle` until `vi.unstubAllGlobals()`; `"network-error"` fails like an
 * unreachable server. Returns the calls as they arrive.
 */
export function serveApi(
  handle: (
    request: FakeRequest,
  ) => Response | "network-error" | Promise<Response | "network-error">,
): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: FakeRequest = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : null,
      authorization: new Headers(init?.headers).get("authorization"),
    };
    calls.push(request);
    const answer = await handle(request);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return answer;
  });
  return calls;
}

/**
 * A stand-in for `POST /api/leads` answering `status` (a saved lead for 2xx, a bare upstream
 * failure otherwise) after `delayMs` (-1: until `release()`); records each request.
 */
export function fakeFetch(status: number | "network-error", delayMs = 0) {
  const calls: { url: string; body: unknown }[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? "null")) });
    if (delayMs < 0) await gate;
    else if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (status === "network-error") throw new TypeError("Failed to fetch");
    if (status >= 300) return new Response("Bad gateway", { status });
    return reply(api.leads.$post, { data: { id: "lead-1", status: "new" } }, status);
  };
  return { fn, calls, release };
}
