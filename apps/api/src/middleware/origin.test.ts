import { describe, expect, it } from "vitest";
import type { Deps } from "../context";
import { parseEnv } from "../env";
import { isAllowedOrigin } from "./origin";

const depsWith = (vars: Record<string, string>) => ({ env: parseEnv(vars) }) as Deps;

describe("agent endpoints' Origin rule", () => {
  const deps = depsWith({
    SITE_URL: "https://example.com/app/",
    // An opaque origin ("null") configured by mistake, and one that does not parse.
    CORS_ORIGINS: "https://partner.example:8443, file:///srv/site, not a url",
  });

  it("takes the configured origins however the browser writes them, and local pages", () => {
    for (const origin of [
      undefined,
      "",
      "https://example.com",
      "https://example.com:443",
      "https://EXAMPLE.com",
      "https://example.com/",
      "https://partner.example:8443",
      "http://localhost:6274",
      "http://127.0.0.1:9",
      "http://[::1]:3000",
    ])
      expect(isAllowedOrigin(deps, origin), String(origin)).toBe(true);
  });

  it("refuses any other origin, an opaque one ('null') even when one is configured", () => {
    for (const origin of [
      "null",
      "not a url",
      "https://example.com.evil.example",
      "http://example.com",
      "https://partner.example",
      "https://partner.example:8444",
      "https://evil.example",
    ])
      expect(isAllowedOrigin(deps, origin), origin).toBe(false);
  });
});
