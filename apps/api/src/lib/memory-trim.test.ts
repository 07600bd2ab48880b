import { describe, expect, it } from "vitest";
import { createMemoryTrim } from "./memory-trim";

describe("memory trim", () => {
  function setUp() {
    const state = { served: 0, now: 0, collections: 0 };
    const check = createMemoryTrim({
      served: () => state.served,
      collect: () => {
        state.collections++;
      },
      now: () => state.now,
      minGapMs: 10_000,
    });
    /** One check a second later, after `requests` more requests. */
    const tick = (requests = 0) => {
      state.served += requests;
      state.now += 1000;
      return check();
    };
    return { state, tick };
  }

  it("collects once the server goes quiet after serving, not while it serves", () => {
    const { state, tick } = setUp();
    expect(tick(500)).toBe(false);
    expect(tick(800)).toBe(false);
    expect(tick()).toBe(true);
    expect(state.collections).toBe(1);
  });

  it("does not collect when nothing was served since the last collection", () => {
    const { state, tick } = setUp();
    expect(tick()).toBe(false);
    expect(tick(3)).toBe(false);
    expect(tick()).toBe(true);
    for (let i = 0; i < 30; i++) expect(tick()).toBe(false);
    expect(state.collections).toBe(1);
  });

  it("waits the minimum gap between collections, however often it goes quiet", () => {
    const { state, tick } = setUp();
    tick(1);
    expect(tick()).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(tick(1)).toBe(false);
      expect(tick()).toBe(false);
    }
    expect(tick(1)).toBe(false);
    expect(tick()).toBe(true);
    expect(state.collections).toBe(2);
  });
});
