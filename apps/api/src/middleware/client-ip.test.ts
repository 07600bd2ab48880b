import { describe, expect, it } from "vitest";
import { forwardedFor } from "./client-ip";

describe("the client address behind trusted proxies", () => {
  it("is the entry the outermost trusted proxy appended, whatever the client wrote before it", () => {
    expect(forwardedFor("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedFor("1.1.1.1, 2.2.2.2, 203.0.113.7", 1)).toBe("203.0.113.7");
    // A CDN then nginx: the CDN appended the client, nginx appended the CDN.
    expect(forwardedFor("1.1.1.1, 203.0.113.7, 198.51.100.2", 2)).toBe("203.0.113.7");
    expect(forwardedFor(" 203.0.113.7 ,198.51.100.2 ", 2)).toBe("203.0.113.7");
  });

  it("is the leftmost entry when fewer proxies than configured appended, and none without a header", () => {
    expect(forwardedFor("203.0.113.7", 3)).toBe("203.0.113.7");
    expect(forwardedFor(undefined, 1)).toBeUndefined();
    expect(forwardedFor(" , ", 1)).toBeUndefined();
    expect(forwardedFor("  ", 1)).toBeUndefined();
    expect(forwardedFor(" 203.0.113.7\t", 2)).toBe("203.0.113.7");
  });
});
