/** The requests the throughput bench sends, as a browser, a visitor or an agent would. */
import { QUESTIONS } from "./questions";
import type { LoadSpec } from "./wrk";

const JSON_HEADERS = { "Content-Type": "application/json" };

const NAMES = ["Maria Lopez", "Sam Carter", "Dana Fox", "Lee Park", "Ana Silva", "Tom Reed"];

/** Home contact-form submissions (SPEC §7), one body per name. */
export const leadBodies = NAMES.map((name, i) =>
  JSON.stringify({
    type: "contact",
    name,
    email: `visitor${i}@example.com`,
    company: `Company ${i}`,
    message: "Can AI take phone orders for our restaurant?",
    source: "homepage_contact_form",
  }),
);

export type Route = Omit<LoadSpec, "seconds" | "url"> & { path: string };

export const routes = {
  home: { path: "/", method: "GET", headers: { "Accept-Encoding": "gzip, deflate, br" } },
  leads: { path: "/api/leads", method: "POST", headers: JSON_HEADERS, bodies: leadBodies },
  /** Needs started sessions: each body goes to one of them. */
  chat: (sessionIds: string[]): Route => ({
    path: "/api/chat/message",
    method: "POST",
    headers: JSON_HEADERS,
    bodies: sessionIds.map((sessionId, i) =>
      JSON.stringify({ sessionId, message: QUESTIONS[i % QUESTIONS.length] }),
    ),
  }),
  mcpAsk: {
    path: "/api/nlweb/mcp",
    method: "POST",
    headers: { ...JSON_HEADERS, Accept: "application/json, text/event-stream" },
    bodies: QUESTIONS.map((query, id) =>
      JSON.stringify({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "ask", arguments: { query } },
      }),
    ),
  },
  stats: (token: string): Route => ({
    path: "/api/admin/stats?source=all&environment=all&dateRange=365",
    method: "GET",
    headers: { Authorization: `Bearer ${token}` },
  }),
  referenceGet: { path: "/", method: "GET" },
  referencePost: { path: "/", method: "POST", headers: JSON_HEADERS, bodies: leadBodies },
} satisfies Record<string, Route | ((...args: never[]) => Route)>;

/** Chat sessions started on the running server at `url` (one visitor), for `routes.chat`. */
export async function chatSessions(url: string, count = 256): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/chat/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
      body: "{}",
      signal: AbortSignal.timeout(10_000),
    });
    ids.push(((await res.json()) as { sessionId: string }).sessionId);
  }
  return ids;
}

/** A route as sent to the running server at `url`: the chat's sessions are started there first. */
export async function routeOn(
  name: "leads" | "home" | "chat" | "mcpAsk",
  url: string,
): Promise<Route> {
  return name === "chat" ? routes.chat(await chatSessions(url)) : routes[name];
}
