import { describe, expect, it } from "vitest";
import { addressToolKey } from "./transport-limit";

describe("an address agent's counter keys", () => {
  it("sort each tool's counter right after its address's request counter (one page on SQLite)", () => {
    const ips = ["10.0.0.1", "10.0.0.10", "10.0.0.100", "10.0.0.2", "::1", "2001:db8::1"];
    const keys = ips.flatMap((ip) => [`mcp:${ip}`, addressToolKey(ip, "ask")]).sort();
    for (const ip of ips) {
      expect(keys.indexOf(addressToolKey(ip, "ask"))).toBe(keys.indexOf(`mcp:${ip}`) + 1);
    }
  });
});
