import type { AppEnvironment, ConversationSource } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { keyspace } from "./client";
import { conversationKeys } from "./conversation-keys";

describe("conversation keys of a combination", () => {
  it("names a combination's keys as the key space joins their parts, for any combination", () => {
    const keys = conversationKeys(keyspace("p:"));
    // Many combinations (names read back from damaged records among them).
    for (let n = 0; n < 100; n++) {
      const combo = {
        env: `env${n % 10}` as AppEnvironment,
        source: `src${n}` as ConversationSource,
      };
      for (let round = 0; round < 2; round++) {
        expect(keys.indexKey(combo)).toBe(`p:conv:idx:env${n % 10}:src${n}`);
        expect(keys.dailyKey(combo)).toBe(`p:an:daily:env${n % 10}:src${n}`);
        expect(keys.hourlyKey(combo)).toBe(`p:an:hourly:env${n % 10}:src${n}`);
        expect(keys.topicsKey(combo)).toBe(`p:an:topics:env${n % 10}:src${n}`);
        expect(keys.convKey(`id${n}`)).toBe(`p:conv:id${n}`);
        expect(keys.msgsKey(`id${n}`)).toBe(`p:conv:id${n}:msgs`);
      }
    }
  });
});
