/**
 * The bare Hono reference the throughput bench compares the real server against: a GET
 * answering JSON and a POST parsing a JSON body and answering 201, on Bun.serve like the app,
 * with the same Hono the API uses. Run by the bench: `bun bench/throughput/reference.ts <port>`.
 */
import { join } from "node:path";
import type { Hono as HonoType } from "hono";

// Hono is a dependency of apps/api, not of the repository root: load that copy.
const { Hono } = (await import(
  Bun.resolveSync("hono", join(import.meta.dir, "../../apps/api"))
)) as { Hono: typeof HonoType };

const app = new Hono()
  .get("/", (c) => c.json({ ok: true, service: "reference" }))
  .post("/", async (c) => {
    const body = (await c.req.json()) as { name?: string };
    return c.json({ data: { id: crypto.randomUUID(), name: body.name ?? null } }, 201);
  });

const server = Bun.serve({
  port: Number(process.argv[2] ?? 0),
  hostname: "127.0.0.1",
  fetch: app.fetch,
});
console.log(`reference listening on ${server.port}`);
