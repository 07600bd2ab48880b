/** Brand values every page, document and agent answer is filled from. */
export interface Brand {
  /** Trading name shown in the header, titles and copy. */
  companyName: string;
  /** Registered name used in legal text and structured data. */
  legalName: string;
  email: string;
  /** External calendar for the free 30-minute discovery call. */
  bookingUrl: string;
  /** Public origin without a trailing slash, e.g. https://example.com */
  siteUrl: string;
  /** When a person answers and calls can be booked (the server fills it from its business hours). */
  openingHours?: OpeningHours[];
  /** The IANA time zone of those hours, e.g. "America/Denver" (filled with them). */
  timeZone?: string;
}

/** One row of opening hours: these days, from `opens` to `closes` (HH:MM, local time). */
export interface OpeningHours {
  /** English day names, e.g. ["Monday", "Tuesday"]. */
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

export const defaultBrand: Brand = {
  companyName: "Wasatch AI",
  legalName: "Wasatch AI Solutions, LLC",
  email: "hello@wasatch-ai.com",
  bookingUrl: "https://calendly.com/wasatch-ai/discovery-call",
  siteUrl: "https://wasatch-ai.com",
};

/** The brand's text fields (everything but the opening hours and their zone). */
type BrandText = Exclude<keyof Brand, "openingHours" | "timeZone">;

export type BrandOverrides = Partial<Record<BrandText, string | undefined>>;

/** Defaults with any non-empty override on top; the site URL loses its trailing slash. */
export function resolveBrand(overrides: BrandOverrides = {}): Brand {
  const pick = (key: BrandText) => overrides[key]?.trim() || defaultBrand[key];
  const companyName = pick("companyName");
  return {
    companyName,
    // A renamed company should not keep the default legal name.
    legalName:
      overrides.legalName?.trim() ||
      (overrides.companyName?.trim() ? `${companyName}, LLC` : defaultBrand.legalName),
    email: pick("email"),
    bookingUrl: pick("bookingUrl"),
    siteUrl: pick("siteUrl").replace(/\/+$/, ""),
  };
}

/** Fills `{companyName}`, `{legalName}`, `{email}`, `{bookingUrl}` and `{siteUrl}` in a text. */
export function fillBrand(text: string, brand: Brand): string {
  return text.replace(/\{(companyName|legalName|email|bookingUrl|siteUrl)\}/g, (_, key) => {
    return brand[key as BrandText];
  });
}

/** An absolute URL on the brand's site for a path like `/pricing` or `/#process`. */
export function siteLink(brand: Brand, path: string): string {
  return path === "/" ? `${brand.siteUrl}/` : `${brand.siteUrl}${path}`;
}
