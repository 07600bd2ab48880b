import { describe, expect, it } from "vitest";
import { FOLLOW_MS, nextCheckpointIn } from "./checkpoint-policy";

describe("when the checkpoint worker runs next", () => {
  it("follows closely while the WAL grows by a page a millisecond or more", () => {
    // Leads at ~14k/s: ~3,300 pages in a quarter second.
    expect(nextCheckpointIn(8300, 5000, 250, 250)).toBe(FOLLOW_MS);
    // Already following: 15 pages in 12 ms.
    expect(nextCheckpointIn(5015, 5000, 12, 250)).toBe(FOLLOW_MS);
  });

  it("counts a WAL that started over in between as all new", () => {
    expect(nextCheckpointIn(400, 9000, 250, 250)).toBe(FOLLOW_MS);
    expect(nextCheckpointIn(40, 9000, 250, 250)).toBe(250);
  });

  it("keeps its interval when writes are light or absent", () => {
    // A few commits in a quarter second, and an idle WAL that has not started over.
    expect(nextCheckpointIn(5060, 5000, 250, 250)).toBe(250);
    expect(nextCheckpointIn(5000, 5000, 250, 250)).toBe(250);
    expect(nextCheckpointIn(0, 0, 250, 250)).toBe(250);
  });

  it("never waits longer than asked", () => {
    expect(nextCheckpointIn(9000, 0, 2, 3)).toBe(3);
  });
});
