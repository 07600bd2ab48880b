import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeStored, setStoredJsonWarn } from "./stored-json";

describe("decodeStored", () => {
  let warnings: string[];
  let restore: ReturnType<typeof setStoredJsonWarn>;
  beforeEach(() => {
    warnings = [];
    restore = setStoredJsonWarn((line) => warnings.push(line));
  });
  afterEach(() => {
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
    ["{x", "any"],
  ] as const)("reads %j as %s: unreadable, logged naming the record", (text, shape) => {
    expect(decodeStored(text, "lead", "L1", shape)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? "")).toMatchObject({ level: 40, kind: "lead", id: "L1" });
  });

  it("logs a bad record once however often it is read, each bad record once", () => {
    for (let i = 0; i < 5; i++) decodeStored("{x", "lead", "L1");
    decodeStored("{x", "lead", "L2");
    decodeStored("{x", "post", "L1");
    expect(warnings.map((w) => JSON.parse(w).id)).toEqual(["L1", "L2", "L1"]);
  });
});
