import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { turnBuffered } from "./turn-buffered";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("log lines written once per event-loop turn", () => {
  it("hands one turn's lines to the destination in one write, in order, after the turn", async () => {
    const writes: string[] = [];
    const sink = turnBuffered({ write: (chunk: string) => writes.push(chunk) });
    sink.write("a\n");
    sink.write("b\n");
    await Promise.resolve();
    sink.write("c\n");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n"]);
    sink.write("d\n");
    await nextTurn();
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n", "d\n"]);
  });

  it("writes what is pending straight to a file when asked (as the process exits)", () => {
    const dir = mkdtempSync(join(tmpdir(), "turn-buffered-"));
    try {
      const file = join(dir, "log");
      const fd = openSync(file, "w");
      const writes: string[] = [];
      const sink = turnBuffered({ write: (chunk: string) => writes.push(chunk) });
      sink.write("last words\n");
      sink.flushSync(fd);
      expect(readFileSync(file, "utf8")).toBe("last words\n");
      let done = false;
      sink.flush(() => {
        done = true;
      });
      expect(done).toBe(true);
      expect(writes).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
