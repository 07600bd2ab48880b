/**
 * The security headers of every answer, computed once per kind of answer. CSP: scripts only
 * from this origin (JSON-LD data blocks are not executed, so they need no exception); styles
 * allow inline for UI libraries that inject <style>; public pages may show https images (blog
 * hero images).
 */
const csp = (imgSrc: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(" ")}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/**
 * The site uses none of these powerful features; nothing embedded may either. (Only features
 * Chromium knows: an unknown one, e.g. `bluetooth`, logs a console warning.)
 */
const PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "display-capture",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** A header's name and value, as `Headers#set` takes them. */
export type HeaderPair = readonly [string, string];

/**
 * Every answer's, API or page. (No `X-XSS-Protection`: no current browser has the filter it
 * switched off, and the CSP does its work; no `X-Download-Options`: only Internet Explorer 8
 * read it.)
 */
const everyAnswer = (imgSrc: string[]): HeaderPair[] => [
  ["Content-Security-Policy", csp(imgSrc)],
  ["Permissions-Policy", PERMISSIONS_POLICY],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
];

/** What only a document reads (a page a browser shows, not the API's JSON or streams). */
const DOCUMENT_ONLY: HeaderPair[] = [
  ["Origin-Agent-Cluster", "?1"],
  ["X-DNS-Prefetch-Control", "off"],
];

/**
 * Where Contentful serves image assets, whichever API host (CONTENTFUL_HOST) is used: spaces in
 * its EU data residency serve them from images.eu.ctfassets.net.
 */
export const CONTENTFUL_IMAGES = [
  "https://images.ctfassets.net",
  "https://images.eu.ctfassets.net",
];

const PUBLIC_IMAGES = ["'self'", "data:", "https:"];

/** A path of the REST API (its headers; its requests are logged). */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The security headers for a request path. The back office shows text visitors and agents
 * wrote: its pages load images only from this server (and, when posts live in Contentful, from
 * Contentful's image host for the blog preview), so stored text can never make the owner's
 * browser call another host.
 */
export function securityHeadersFor({
  contentful,
}: {
  contentful: boolean;
}): (path: string) => readonly HeaderPair[] {
  const api = everyAnswer(PUBLIC_IMAGES);
  const pages = [...api, ...DOCUMENT_ONLY];
  const adminPages = [
    ...everyAnswer(["'self'", "data:", ...(contentful ? CONTENTFUL_IMAGES : [])]),
    ...DOCUMENT_ONLY,
  ];
  return (path) => (isApiPath(path) ? api : isAdminPath(path) ? adminPages : pages);
}
