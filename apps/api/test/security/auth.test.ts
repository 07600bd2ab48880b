/**
 * Admin authentication from the outside: every admin route (read from the app's own route
 * table, so a new one cannot be forgotten) refuses forged, expired, revoked and outdated
 * tokens; login throttling cannot be turned into a lock-out of the owner; a new password
 * revokes every earlier session.
 */
import { loginResponseSchema } from "@repo/schemas";
import { sign } from "hono/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { seedAdmin } from "../../src/services/auth";
import { ADMIN, backends } from "../support/app";
import { readJson } from "../support/responses";
import { jsonInit, type Served, serveApp } from "../support/server";

/**
 * Routes anyone may call. Every other route under /api must answer 401 without a valid admin
 * token; a new public route has to be added here, on purpose.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "POST /api/auth/login",
  "POST /api/leads",
  "GET /api/blog/posts",
  "GET /api/blog/posts/:slug",
  "POST /api/blog/posts/:slug/views",
  "POST /api/chat/session",
  "POST /api/chat/message",
  "POST /api/chat/message/stream",
  "GET /api/nlweb/ask",
  "POST /api/nlweb/ask",
  "POST /api/nlweb/mcp",
  "GET /api/nlweb/mcp",
  "DELETE /api/nlweb/mcp",
  // The owner's bookings feed: the unguessable secret in the file name is its key.
  "GET /api/calendar/:file",
]);

/** Every admin route of the app, with its parameters filled in. */
function adminRoutes(app: ReturnType<typeof createApp>): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path}`)
    .filter((route) => !PUBLIC_ROUTES.has(route) && !seen.has(route) && seen.add(route))
    .map((route) => {
      const [method = "GET", path = ""] = route.split(" ");
      return { method, path: path.replace(/:(\w+)/g, "x$1") };
    });
}

const unixNow = () => Math.floor(Date.now() / 1000);

describe.each(backends)("admin authentication on %s", (backend) => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(() => s.stop());

  const login = (password: string, address: string, email = ADMIN.email) =>
    s.fetch("/api/auth/login", jsonInit({ email, password }, { "x-forwarded-for": address }));
  const me = (token: string) =>
    s.fetch("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  const tokenOf = async (res: Response) => (await readJson(res, loginResponseSchema)).token;

  it("every admin route refuses missing, forged, expired, revoked and foreign tokens", async () => {
    const routes = adminRoutes(createApp(s.t.deps));
    expect(routes.length).toBeGreaterThan(10);
    const admin = await s.t.deps.storage.users.getByEmail(ADMIN.email);
    const adminId = admin?.id ?? "";
    const secret = s.t.deps.jwtSecret;
    const live = { exp: unixNow() + 600, iat: unixNow(), role: "admin" };

    await s.t.deps.storage.authSessions.create({
      id: "expired-session",
      userId: adminId,
      expiresAt: Date.now() + 600_000,
    });
    const revoked = await tokenOf(await login(ADMIN.password, "10.20.0.1"));
    expect(
      (
        await s.fetch("/api/auth/logout", {
          method: "POST",
          headers: { authorization: `Bearer ${revoked}` },
        })
      ).status,
    ).toBe(200);

    const header = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const tokens: Record<string, string | null> = {
      none: null,
      garbage: "not.a.token",
      "wrong secret": await sign(
        { ...live, sub: adminId, jti: "x" },
        "another secret of at least thirty-two chars",
        "HS256",
      ),
      "alg none": `${header({ alg: "none", typ: "JWT" })}.${header({ ...live, sub: adminId, jti: "x" })}.`,
      "no session": await sign({ ...live, sub: adminId, jti: "no-such-session" }, secret, "HS256"),
      expired: await sign(
        { sub: adminId, jti: "expired-session", exp: unixNow() - 10, iat: unixNow() - 100 },
        secret,
        "HS256",
      ),
      "other user": await sign(
        { ...live, sub: "someone-else", jti: "expired-session" },
        secret,
        "HS256",
      ),
      revoked,
    };

    const failures: string[] = [];
    for (const route of routes) {
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await s.fetch(route.path, {
          method: route.method,
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: route.method === "GET" ? undefined : "{}",
        });
        if (res.status !== 401)
          failures.push(`${route.method} ${route.path} with ${kind}: ${res.status}`);
        await res.body?.cancel();
      }
    }
    expect(failures).toEqual([]);
  });

  it("failing on purpose cannot lock the owner out", async () => {
    // One attacker address fails until refused…
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login(`guess ${i}`, "10.30.0.1")).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    // …and many more fail once each.
    for (let i = 2; i < 5; i++) expect((await login("wrong", `10.30.0.${i}`)).status).toBe(401);
    // The owner, from an address that has not failed, still gets in at once.
    const owner = await login(ADMIN.password, "10.30.1.1");
    expect(owner.status).toBe(200);
    // The refused address stays refused, with a Retry-After.
    const again = await login(ADMIN.password, "10.30.0.1");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a new admin password at start revokes every earlier session; the same one keeps them", async () => {
    const first = await tokenOf(await login(ADMIN.password, "10.40.0.1"));
    const second = await tokenOf(await login(ADMIN.password, "10.40.0.2"));
    expect((await me(first)).status).toBe(200);

    // A restart with the same ADMIN_PASSWORD signs nobody out.
    await seedAdmin(s.t.deps);
    expect((await me(first)).status).toBe(200);

    const newPassword = "a brand new passphrase";
    await seedAdmin({ ...s.t.deps, env: { ...s.t.deps.env, ADMIN_PASSWORD: newPassword } });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login(ADMIN.password, "10.40.0.3")).status).toBe(401);
    const fresh = await tokenOf(await login(newPassword, "10.40.0.4"));
    expect((await me(fresh)).status).toBe(200);
  });
});
