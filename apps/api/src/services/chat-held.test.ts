import { describe, expect, it } from "vitest";
import type { Storage } from "../storage";
import { dropSession, heldSession, holdSession } from "./chat-held";
import { noteRefused } from "./refused-keys";

/** The held sessions and refused keys are per store and bounded. */
describe("held chat sessions", () => {
  // Only its identity matters: what is held is kept per store object.
  const store = () => ({}) as Storage;
  const hits = [
    { key: "chat-ip:a", windowMs: 60_000, limit: 2 },
    { key: "chat-session:s", windowMs: 60_000, limit: 2 },
  ];

  it("keeps the last thousand sessions read or written, per store", () => {
    const [one, other] = [store(), store()];
    for (let i = 0; i <= 1000; i++) holdSession(one, `s${i}`, `{"n":${i}}`);
    expect(heldSession(one, "s0", [])).toBeUndefined();
    expect(heldSession(one, "s1", [])).toBe('{"n":1}');
    expect(heldSession(one, "s1000", [])).toBe('{"n":1000}');
    expect(heldSession(other, "s1000", [])).toBeUndefined();
    // Held again, a session moves to the end: the oldest other one goes first.
    holdSession(one, "s1", '{"n":1.5}');
    holdSession(one, "s1001", '{"n":1001}');
    expect(heldSession(one, "s1", [])).toBe('{"n":1.5}');
    expect(heldSession(one, "s2", [])).toBeUndefined();
    dropSession(one, "s1");
    expect(heldSession(one, "s1", [])).toBeUndefined();
  });

  it("is not answered from while one of its keys' refusing window lasts", () => {
    const s = store();
    holdSession(s, "s", "{}");
    const now = Date.now();
    noteRefused(s, hits, [
      { count: 2, resetAt: now + 60_000 },
      { count: 3, resetAt: now + 60_000 },
    ]);
    expect(heldSession(s, "s", hits)).toBeUndefined();
    expect(heldSession(s, "s", [hits[0] as (typeof hits)[0]])).toBe("{}");
    noteRefused(s, hits, [
      { count: 1, resetAt: now + 60_000 },
      { count: 3, resetAt: now - 1 },
    ]);
    expect(heldSession(s, "s", hits)).toBe("{}");
  });
});
