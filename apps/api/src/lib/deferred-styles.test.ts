import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deferredStyleResponse, keepDeferredStyle } from "./deferred-styles";

describe("deferred styles", () => {
  it("serves a kept sheet at an address named by its content, compressed when accepted", async () => {
    const href = keepDeferredStyle(".menu{display:grid}") ?? "";
    expect(href).toMatch(/^\/assets\/rest-[0-9a-z]+\.css$/);
    expect(keepDeferredStyle(".menu{display:grid}")).toBe(href);
    expect(keepDeferredStyle(".menu{display:flex}")).not.toBe(href);

    const plain = deferredStyleResponse(href, undefined, { "Cache-Control": "immutable" });
    expect(plain?.headers.get("content-type")).toContain("text/css");
    expect(plain?.headers.get("cache-control")).toBe("immutable");
    expect(await plain?.text()).toBe(".menu{display:grid}");

    const br = deferredStyleResponse(href, "gzip, deflate, br", {});
    expect(br?.headers.get("content-encoding")).toBe("br");
    const bytes = Buffer.from(await (br as Response).arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(".menu{display:grid}");
  });

  it("keeps every sheet it names, and names none once full (the page keeps the whole CSS)", () => {
    const first = keepDeferredStyle(".a0{color:red}");
    let href: string | undefined = first;
    for (let i = 1; href && i < 1000; i++) href = keepDeferredStyle(`.a${i}{color:red}`);
    expect(href).toBeUndefined();
    expect(deferredStyleResponse(first ?? "", undefined, {})).toBeDefined();
  });

  it("has nothing at an address it does not keep", () => {
    expect(deferredStyleResponse("/assets/rest-nope.css", "br", {})).toBeUndefined();
  });
});
