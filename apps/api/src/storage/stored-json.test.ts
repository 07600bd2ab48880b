import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeStored, loggedKvKey, setStoredJsonWarn } from "./stored-json";

describe("decodeStored", () => {
  let warnings: string[];
  let restore: ReturnType<typeof setStoredJsonWarn>;
  beforeEach(() => {
    warnings = [];
    restore = setStoredJsonWarn((fields, msg) => warnings.push(JSON.stringify({ msg, ...fields })));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setStoredJsonWarn(restore);
  });

  it("returns what a site expects as stored", () => {
    expect(decodeStored('{"id":"a"}', "lead", "a")).toEqual({ id: "a" });
    expect(decodeStored('["x","y"]', "tags", "a", "strings")).toEqual(["x", "y"]);
    expect(decodeStored('[{"text":"hi"}]', "message", "a", "rows")).toEqual([{ text: "hi" }]);
    expect(decodeStored('{"text":"hi"}', "message", "a", "rows")).toEqual({ text: "hi" });
    expect(decodeStored("false", "kv", "k", "any")).toBe(false);
    expect(decodeStored('"s"', "kv", "k", "any")).toBe("s");
    expect(warnings).toEqual([]);
  });

  it.each([
    ["{not json", "object"],
    ["", "object"],
    ["null", "object"],
    ["42", "object"],
    ['"text"', "object"],
    ["[1]", "object"],
    ["{}", "strings"],
    ['["a",1]', "strings"],
    ["null", "rows"],
    ["7", "rows"],
    ["[null]", "rows"],
    ['[{"text":"hi"},7]', "rows"],
    ["[[]]", "rows"],
    ["{x", "any"],
  ] as const)("reads %j as %s: unreadable, logged naming the record", (text, shape) => {
    expect(decodeStored(text, "lead", "L1", shape)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? "")).toMatchObject({ kind: "lead", id: "L1" });
  });

  it("logs a bad record once however often it is read, each bad record once", () => {
    for (let i = 0; i < 5; i++) decodeStored("{x", "lead", "L1");
    decodeStored("{x", "lead", "L2");
    decodeStored("{x", "post", "L1");
    expect(warnings.map((w) => JSON.parse(w).id)).toEqual(["L1", "L2", "L1"]);
  });

  it("logs a kv key without what may name a visitor, with a hash telling keys apart", () => {
    const key = "chat:lead:development:ada@example.com:2026-11-27";
    decodeStored("{x", "kv", key, "any");
    const { id } = JSON.parse(warnings[0] ?? "") as { id: string };
    expect(id).toMatch(/^chat:lead:development:…#[0-9a-f]{8}$/);
    expect(warnings[0]).not.toContain("ada");
    expect(loggedKvKey("login:attacked:ada")).toMatch(/^login:attacked:…#/);
    expect(loggedKvKey("booking-person-lock:production:a@b.c")).toMatch(
      /^booking-person-lock:production:…#/,
    );
    expect(loggedKvKey("agent:somebody")).toMatch(/^agent:…#/);
    expect(loggedKvKey("chat:lead:x:a")).not.toBe(loggedKvKey("chat:lead:x:b"));
  });

  it("logs at most 20 lines a minute, then says how many were not logged", () => {
    let now = Date.parse("2026-11-27T00:00:00Z");
    vi.spyOn(Date, "now").mockImplementation(() => now);
    for (let i = 0; i < 25; i++) decodeStored("{x", "lead", `M${i}`);
    expect(warnings).toHaveLength(20);
    for (let i = 0; i < 25; i++) decodeStored("{x", "lead", `M${i}`);
    expect(warnings).toHaveLength(20);
    now += 60_000;
    decodeStored("{x", "lead", "M20");
    expect(warnings).toHaveLength(22);
    expect(JSON.parse(warnings[20] ?? "")).toMatchObject({ notLogged: 10 });
    expect(JSON.parse(warnings[21] ?? "")).toMatchObject({ id: "M20" });
  });
});
