/**
 * MCP session ids for a stateless server: issued on initialize (the Mcp-Session-Id header) and
 * signed, so the id a client sends back is one we gave out. They only name the agent's
 * exchange, for its conversation and its limits; no state lives behind them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { newId } from "../lib/ids";

const sign = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`mcp-session:${id}`).digest("base64url").slice(0, 22);

export function issueSessionId(secret: string): string {
  const id = newId();
  return `${id}.${sign(secret, id)}`;
}

/** The session id when `header` is one we issued, else undefined. */
export function verifySessionId(secret: string, header: string | undefined): string | undefined {
  if (!header || header.length > 200) return undefined;
  const [id, mac] = header.split(".");
  if (!id || !mac) return undefined;
  const want = Buffer.from(sign(secret, id));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got) ? header : undefined;
}
