import { describe, expect, it } from "vitest";
import { ConversationCombos } from "./conversation-combos";

describe("conversation combos", () => {
  it("keeps at most its size, forgetting the oldest first", () => {
    const combos = new ConversationCombos(2);
    const chat = { env: "development", source: "chat" } as const;
    combos.remember("a", chat);
    combos.remember("b", chat);
    combos.remember("b", chat);
    combos.remember("c", chat);
    expect(combos.get("a")).toBeUndefined();
    expect(combos.get("b")).toEqual(chat);
    expect(combos.get("c")).toEqual(chat);
    combos.forget("b");
    expect(combos.get("b")).toBeUndefined();
  });
});
