import { leadCreatedSchema, leadSchema, leadStatsSchema, systemInfoSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readError } from "../../test/support/responses";

describe.each(backends)("leads API on %s", (backend: Backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const submit = (body: unknown, ip = "10.0.0.1") =>
    t.json("POST", "/api/leads", body, { "x-forwarded-for": ip });
  /** The `data` of a 200 answer, parsed with the shared schema the SPA reads it by. */
  const get = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    const res = await t.json("GET", path, undefined, auth);
    expect(res.status).toBe(200);
    return readData(res, schema);
  };
  const leadList = z.array(leadSchema);

  it("takes the home contact form and the contact page inquiry as SPEC §7 sends them", async () => {
    const home = await submit({
      type: "contact",
      name: "Maria Lopez",
      email: "maria@taqueria.example",
      company: "Taqueria Lopez",
      message: "Can AI answer our phone orders?",
      source: "homepage_contact_form",
    });
    expect(home.status).toBe(201);
    const modal = await submit({
      type: "project_inquiry_modal",
      name: "Dr. Chen",
      email: "chen@clinic.example",
      company: "",
      message: "We need an intake assistant",
      industry: "Healthcare",
      budget: "$5k",
    });
    expect(modal.status).toBe(201);
    const { id } = await readData(modal, leadCreatedSchema);

    const lead = await get(`/api/leads/${id}`, leadSchema);
    expect(lead).toMatchObject({
      type: "project_inquiry",
      status: "new",
      priority: "medium",
      environment: "development",
      industry: "Healthcare",
      budget: "$5k",
      notes: [],
      source: "contact_page_inquiry",
    });
    expect(lead.company).toBeUndefined();
    expect(lead.createdAt).toBe(lead.updatedAt);
  });

  it("answers 400 naming the fields for bad submissions, and stores nothing", async () => {
    const before = (await get("/api/leads", leadList)).length;
    for (const body of [
      { type: "contact", name: "", email: "x@example.com" },
      { type: "contact", name: "A", email: "not-an-email" },
      { type: "project_inquiry_modal", name: "A", email: "a@example.com" },
      { type: "newsletter", name: "A", email: "a@example.com" },
      [],
    ]) {
      const res = await submit(body);
      expect(res.status).toBe(400);
      const err = await readError(res);
      expect(err.code).toBe("invalid_input");
      expect(err.issues?.length).toBeGreaterThan(0);
    }
    const missing = await submit({ type: "contact", name: "A", email: "bad" });
    expect((await readError(missing)).error).toContain("email");
    expect((await get("/api/leads", leadList)).length).toBe(before);
  });

  it("answers 400 to malformed JSON and 413 to an oversized body", async () => {
    const malformed = await submit("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "invalid_input" });
    const huge = await submit({
      type: "contact",
      name: "A",
      email: "a@example.com",
      message: "x".repeat(70 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("rate-limits public submissions per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await submit({ type: "contact", name: "Spam", email: "s@example.com" }, "10.66.0.1"))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("requires an admin token for every management route", async () => {
    for (const [method, path] of [
      ["GET", "/api/leads"],
      ["GET", "/api/leads/stats"],
      ["GET", "/api/leads/system-info"],
      ["GET", "/api/leads/some-id"],
      ["PUT", "/api/leads/some-id"],
    ] as const) {
      const res = await t.json(method, path, method === "PUT" ? { status: "lost" } : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toMatchObject({ code: "unauthorized" });
    }
  });

  it("lists newest first with status, type, environment and search filters", async () => {
    const all = await get("/api/leads", leadList);
    const times = all.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const inquiries = await get(
      "/api/leads?type=project_inquiry&status=all&environment=development",
      leadList,
    );
    expect(inquiries.length).toBeGreaterThan(0);
    expect(inquiries.every((l) => l.type === "project_inquiry")).toBe(true);
    expect(await get("/api/leads?environment=production", leadList)).toEqual([]);
    const found = await get("/api/leads?search=taqueria", leadList);
    expect(found.map((l) => l.name)).toEqual(["Maria Lopez"]);
    const bad = await t.json("GET", "/api/leads?status=maybe", undefined, auth);
    expect(bad.status).toBe(400);
  });

  it("changes status and priority, appends notes with author and time, and keeps stats in step", async () => {
    const [lead] = await get("/api/leads?search=maria", leadList);
    if (!lead) throw new Error("seeded lead missing");
    const before = await get("/api/leads/stats?environment=development", leadStatsSchema);

    const put = (body: unknown) => t.json("PUT", `/api/leads/${lead.id}`, body, auth);
    const changed = await put({ status: "converted", priority: "high" });
    expect(changed.status).toBe(200);
    expect(await readData(changed, leadSchema)).toMatchObject({
      status: "converted",
      priority: "high",
    });

    expect((await put({ notes: "Called, wants a demo" })).status).toBe(200);
    expect((await put({ notes: "Demo booked" })).status).toBe(200);
    const stored = await get(`/api/leads/${lead.id}`, leadSchema);
    expect(stored.notes.map((n) => n.text)).toEqual(["Called, wants a demo", "Demo booked"]);
    expect(stored.notes[0]?.author).toBe("Admin");
    expect(stored.updatedAt > stored.createdAt).toBe(true);
    expect(stored.status).toBe("converted");

    const after = await get("/api/leads/stats?environment=development", leadStatsSchema);
    expect(after.total).toBe(before.total);
    expect(after.converted).toBe(before.converted + 1);
    expect(after.new).toBe(before.new - 1);
    expect(after.conversionRate).toBe(Math.round((after.converted / after.total) * 1000) / 10);
    expect(await get("/api/leads/stats?environment=production", leadStatsSchema)).toMatchObject({
      total: 0,
      conversionRate: 0,
    });

    for (const body of [
      { notes: "   " },
      { status: "won" },
      {},
      { status: "new", notes: "both" },
    ]) {
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.json("PUT", "/api/leads/does-not-exist", { status: "lost" }, auth)).status,
    ).toBe(404);
    expect((await t.json("GET", "/api/leads/does-not-exist", undefined, auth)).status).toBe(404);
  });

  it("reports the storage in use", async () => {
    expect(await get("/api/leads/system-info", systemInfoSchema)).toMatchObject({
      storageType: backend === "redis" ? "Redis" : "SQLite",
      environment: "development",
    });
  });
});
