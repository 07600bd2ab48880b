import { describe, expect, it } from "vitest";
import { checkpointPace, FOLLOW_MS, nextCheckpointIn } from "./checkpoint-policy";

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

  it("keeps following when a checkpoint is refused because another one runs", () => {
    let clock = 0;
    const pace = checkpointPace(250, () => clock);
    expect(pace([0, 0, 0])).toBe(250);
    clock = 10;
    expect(pace([0, 50, 50])).toBe(FOLLOW_MS);
    // The server's bounding checkpoint is running: no counts.
    clock = 15;
    expect(pace([1, -1, -1])).toBe(FOLLOW_MS);
    // Compared with the last row that had counts: 30 pages in 10 ms.
    clock = 20;
    expect(pace([0, 80, 80])).toBe(FOLLOW_MS);
    // A refusal while writes are light keeps the light pace.
    clock = 270;
    expect(pace([0, 90, 90])).toBe(250);
    clock = 520;
    expect(pace([1, -1, -1])).toBe(250);
  });
});
