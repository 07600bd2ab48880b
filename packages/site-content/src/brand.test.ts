import { describe, expect, it } from "vitest";
import { defaultBrand, fillBrand, resolveBrand } from "./brand";
import { pageMetaFor } from "./pages";

describe("resolveBrand", () => {
  it("keeps the defaults without overrides", () => {
    expect(resolveBrand()).toEqual(defaultBrand);
  });

  it("applies non-empty overrides and trims the site URL", () => {
    const brand = resolveBrand({
      companyName: "Acme AI",
      email: "hi@acme.test",
      siteUrl: "https://acme.test/",
      bookingUrl: "  ",
    });
    expect(brand).toEqual({
      companyName: "Acme AI",
      legalName: "Acme AI, LLC",
      email: "hi@acme.test",
      bookingUrl: defaultBrand.bookingUrl,
      siteUrl: "https://acme.test",
    });
  });
});

describe("fillBrand", () => {
  it("fills every known placeholder and leaves others alone", () => {
    const brand = resolveBrand({ companyName: "Acme AI", email: "hi@acme.test" });
    expect(fillBrand("Write to {email} at {companyName} ({ip})", brand)).toBe(
      "Write to hi@acme.test at Acme AI ({ip})",
    );
  });
});

describe("pageMetaFor", () => {
  it("fills the brand into titles and ignores trailing slashes", () => {
    const brand = resolveBrand({ companyName: "Acme AI" });
    expect(pageMetaFor("/pricing/", brand)?.title).toBe("Pricing | Acme AI");
  });

  it("knows nothing of non-public paths", () => {
    expect(pageMetaFor("/admin", defaultBrand)).toBeUndefined();
    expect(pageMetaFor("/nope", defaultBrand)).toBeUndefined();
  });
});
