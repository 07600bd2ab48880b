import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Backend, backends } from "../../test/support/app";
import { useBackend } from "../../test/support/storage";
import { type StoredWarning, setStoredJsonWarn } from "./stored-json";

const note = z.object({ at: z.string(), tags: z.array(z.string()).optional() });

/** `kv.read`: a value comes back only in the shape its reader names, on both back ends. */
describe.each(backends)("kv.read on %s", (backend: Backend) => {
  const db = useBackend(backend);
  const warnings: StoredWarning[] = [];
  let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
  beforeAll(() => {
    restoreWarn = setStoredJsonWarn((fields) => warnings.push(fields));
  });
  afterAll(() => {
    setStoredJsonWarn(restoreWarn);
  });

  it("gives the value of the shape named, as parsed", async () => {
    await db.storage.kv.set("read:good", { at: "then", tags: ["a"], extra: 1 });
    // Parsed by the schema: a key it does not name is not handed on.
    expect(await db.storage.kv.read("read:good", note)).toEqual({ at: "then", tags: ["a"] });
    await db.storage.kv.set("read:text", "abc");
    expect(await db.storage.kv.read("read:text", z.string())).toBe("abc");
    expect(await db.storage.kv.read("read:absent", note)).toBeNull();
  });

  it.each([
    ["a number", 42],
    ["a string", "then"],
    ["a list", [{ at: "then" }]],
    ["a field of another type", { at: 7 }],
    ["a list field of another type", { at: "then", tags: "a" }],
  ])("reads %s as absent, and says so once", async (_, value) => {
    const key = `read:bad:${warnings.length}`;
    await db.storage.kv.set(key, value);
    const before = warnings.length;
    expect(await db.storage.kv.read(key, note)).toBeNull();
    expect(await db.storage.kv.read(key, note)).toBeNull();
    expect(warnings.slice(before)).toEqual([
      expect.objectContaining({ kind: "kv", reason: "not of the shape its reader expects" }),
    ]);
    // Left as it was: read unchecked, the value is still there.
    expect(await db.storage.kv.get(key)).toEqual(value);
    expect(await db.storage.kv.has(key)).toBe(true);
  });

  it("has: an entry is there whatever its shape, and not once it expired or was deleted", async () => {
    expect(await db.storage.kv.has("has:absent")).toBe(false);
    // A second to live is far more than a busy machine takes to ask; one millisecond has passed
    // after the wait, however late the wait ends.
    await db.storage.kv.set("has:living", { at: 1 }, 1000);
    expect(await db.storage.kv.has("has:living")).toBe(true);
    await db.storage.kv.set("has:short", { at: 1 }, 1);
    await Bun.sleep(20);
    expect(await db.storage.kv.has("has:short")).toBe(false);
    await db.storage.kv.set("has:deleted", "x");
    await db.storage.kv.delete("has:deleted");
    expect(await db.storage.kv.has("has:deleted")).toBe(false);
  });
});
