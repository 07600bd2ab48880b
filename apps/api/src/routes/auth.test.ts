import { loginResponseSchema } from "@repo/schemas";
import { sign } from "hono/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readError, readJson } from "../../test/support/responses";
import { spoilKvEntry } from "../../test/support/spoil-entry";
import { setStoredJsonWarn } from "../storage/stored-json";

describe.each(backends)("admin auth on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const me = (authorization?: string) =>
    t.json("GET", "/api/auth/me", undefined, authorization ? { authorization } : {});

  it("logs in with the seeded admin and returns a token and the user", async () => {
    const res = await t.json("POST", "/api/auth/login", {
      email: ` ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(res.status).toBe(200);
    const body = await readJson(res, loginResponseSchema);
    expect(body.user).toMatchObject({ email: ADMIN.email, role: "admin" });
    expect((await me(`Bearer ${body.token}`)).status).toBe(200);
    expect(await (await me(`Bearer ${body.token}`)).json()).toMatchObject({
      user: { email: ADMIN.email },
    });
  });

  it("stores the password as an argon2id hash", async () => {
    const user = await t.deps.storage.users.getByEmail(ADMIN.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a wrong password and an unknown email with the same 401", async () => {
    const wrong = await t.json(
      "POST",
      "/api/auth/login",
      { email: ADMIN.email, password: "nope" },
      { "x-forwarded-for": "10.0.0.2" },
    );
    const unknown = await t.json(
      "POST",
      "/api/auth/login",
      { email: "who@example.com", password: "nope" },
      { "x-forwarded-for": "10.0.0.2" },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: "Invalid email or password",
      code: "unauthorized",
    });
  });

  it("answers 400 naming the field for a malformed login", async () => {
    const res = await t.json("POST", "/api/auth/login", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const body = await readError(res);
    expect(body.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("rejects missing, forged and expired tokens", async () => {
    expect((await me()).status).toBe(401);
    expect((await me("Bearer not.a.token")).status).toBe(401);
    const forged = await sign(
      { sub: "x", jti: "y", exp: Math.floor(Date.now() / 1000) + 60 },
      "another secret of enough length!!",
      "HS256",
    );
    expect((await me(`Bearer ${forged}`)).status).toBe(401);

    // Correctly signed and with a live session, but past its expiry.
    const user = await t.deps.storage.users.getByEmail(ADMIN.email);
    await t.deps.storage.authSessions.create({
      id: "expired",
      userId: user?.id ?? "",
      expiresAt: Date.now() + 60_000,
    });
    const expired = await sign(
      { sub: user?.id, jti: "expired", exp: Math.floor(Date.now() / 1000) - 10 },
      t.deps.jwtSecret,
      "HS256",
    );
    const res = await me(`Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized" });
  });

  it("revokes the token on logout", async () => {
    const auth = await t.login();
    expect((await me(auth.authorization)).status).toBe(200);
    expect((await t.json("POST", "/api/auth/logout", undefined, auth)).status).toBe(200);
    expect((await me(auth.authorization)).status).toBe(401);
    expect((await t.json("POST", "/api/auth/logout", undefined, auth)).status).toBe(401);
  });

  it("throttles attempts per account and address, with Retry-After; other addresses still log in", async () => {
    const attempt = (password: string, ip: string) =>
      t.json(
        "POST",
        "/api/auth/login",
        { email: ADMIN.email, password },
        { "x-forwarded-for": ip },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(`guess ${i}`, "10.1.0.1")).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
    const res = await attempt(ADMIN.password, "10.1.0.1");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(ADMIN.password, "10.1.0.2")).status).toBe(200);
  });

  it("rate-limits attempts per IP across emails", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.json(
        "POST",
        "/api/auth/login",
        { email: `u${i}@example.com`, password: "x" },
        { "x-forwarded-for": "10.9.9.9" },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // Another address is unaffected.
    const other = await t.json("POST", "/api/auth/login", ADMIN, {
      "x-forwarded-for": "10.9.9.10",
    });
    expect(other.status).toBe(200);
  });
});

describe.each(backends)("an account under attack on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  /** One login attempt for the admin's email from `ip`: its status and how long it took. */
  const timed = async (password: string, ip: string) => {
    const started = performance.now();
    const res = await t.json(
      "POST",
      "/api/auth/login",
      { email: ADMIN.email, password },
      { "x-forwarded-for": ip },
    );
    return { status: res.status, ms: performance.now() - started };
  };

  it("slows each further try of an address that has failed, never an address that has not", async () => {
    // Ten failures from ten addresses: the account is under attack; nobody is refused.
    for (let i = 0; i < 10; i++) expect((await timed("guess", `10.6.0.${i}`)).status).toBe(401);

    // 10.6.0.1 failed once: its next tries wait 250 ms, then 500 ms, then 1 s (doubling to 2 s).
    expect((await timed("guess again", "10.6.0.1")).ms).toBeGreaterThanOrEqual(250);
    expect((await timed("and again", "10.6.0.1")).ms).toBeGreaterThanOrEqual(500);
    const slowed = await timed(ADMIN.password, "10.6.0.1");
    expect(slowed).toMatchObject({ status: 200 });
    expect(slowed.ms).toBeGreaterThanOrEqual(1000);

    // The owner, from an address that has not failed, is neither refused nor made to wait.
    const owner = await timed(ADMIN.password, "10.6.1.1");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(1000);
  }, 15_000);
});

/** The flag that an account is under attack counts by being there, whatever it holds. */
describe.each(backends)("an attacked flag of another shape on %s", (backend: Backend) => {
  let t: TestApp;
  let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
  beforeAll(async () => {
    restoreWarn = setStoredJsonWarn(() => {});
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    setStoredJsonWarn(restoreWarn);
    await t.close();
  });

  const login = (password: string, ip: string) =>
    t.json("POST", "/api/auth/login", { email: ADMIN.email, password }, { "x-forwarded-for": ip });

  // Three failures per case, nine in all: fewer than the ten that would set the flag itself.
  it.each([
    ["a string", 1, '"yes"'],
    ["an object", 2, '{"since":"2026-11-27"}'],
    ["text that is not JSON", 3, "{not json"],
  ])(
    "still slows an address that has failed when it is %s",
    async (_, n, value) => {
      const ip = `10.7.0.${n}`;
      for (let i = 0; i < 3; i++) expect((await login("guess", ip)).status).toBe(401);
      const flag = `login:attacked:${ADMIN.email}`;
      await t.deps.storage.kv.set(flag, true, 60_000);
      expect(await spoilKvEntry(backend, t, flag, value)).toBe(1);
      // Three earlier failures: the next try waits 250 ms doubled twice.
      const started = performance.now();
      expect((await login(ADMIN.password, ip)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    },
    10_000,
  );
});
