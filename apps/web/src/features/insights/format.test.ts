import { describe, expect, it } from "vitest";
import { changeLabel, conversationPreview, insightColor, oneDecimal, sourceBadge } from "./format";

describe("insights formatting", () => {
  it("previews the first 40 characters of the first visitor message", () => {
    expect(conversationPreview({ firstQuestion: "a".repeat(50) })).toBe(`${"a".repeat(40)}...`);
    expect(conversationPreview({ firstQuestion: "Hi" })).toBe("Hi...");
    expect(conversationPreview({})).toBe("New conversation");
  });

  it("labels sources, decimals, changes and colours as the spec says", () => {
    expect(sourceBadge("mcp")).toBe("AI Agent");
    expect(sourceBadge("chat")).toBe("Website Chat");
    expect(sourceBadge("nlweb")).toBe("Direct API");
    expect(oneDecimal(1.25)).toBe("1.3");
    expect(oneDecimal(2)).toBe("2.0");
    expect(changeLabel({ previous: 4, changePercent: 25 }, 5)).toBe("+25%");
    expect(changeLabel({ previous: 4, changePercent: -50 }, 2)).toBe("-50%");
    expect(changeLabel({ previous: 0, changePercent: null }, 3)).toBe("+3");
    expect(changeLabel({ previous: 0, changePercent: null }, 1.25, oneDecimal)).toBe("+1.3");
    expect(changeLabel({ previous: 0, changePercent: null }, 0)).toBe("0%");
    expect(insightColor("purple")).toBe(insightColor("gray"));
    expect(insightColor("red")).toContain("red");
  });
});
