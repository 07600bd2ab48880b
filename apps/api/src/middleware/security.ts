import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../context";

/**
 * CSP and the usual headers on every response. Scripts only from this origin (JSON-LD data
 * blocks are not executed, so they need no exception); styles allow inline for UI libraries
 * that inject <style>; public pages may show https images (blog hero images).
 */
const cspFor = (imgSrc: string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc,
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

const headersWith = (imgSrc: string[]) =>
  secureHeaders({
    contentSecurityPolicy: cspFor(imgSrc),
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    xXssProtection: "0",
    // The site uses none of these powerful features; nothing embedded may either. (Only
    // features Chromium knows: an unknown one, e.g. `bluetooth`, logs a console warning.)
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });

const publicHeaders = headersWith(["'self'", "data:", "https:"]);

/**
 * Where Contentful serves image assets, whichever API host (CONTENTFUL_HOST) is used: spaces in
 * its EU data residency serve them from images.eu.ctfassets.net.
 */
export const CONTENTFUL_IMAGES = [
  "https://images.ctfassets.net",
  "https://images.eu.ctfassets.net",
];

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The back office shows text visitors and agents wrote: its pages load images only from this
 * server (and, when posts live in Contentful, from Contentful's image host for the blog
 * preview), so stored text can never make the owner's browser call another host.
 */
export function securityHeaders({
  contentful,
}: {
  contentful: boolean;
}): MiddlewareHandler<AppEnv> {
  const adminHeaders = headersWith(["'self'", "data:", ...(contentful ? CONTENTFUL_IMAGES : [])]);
  return (c, next) => (isAdminPath(c.req.path) ? adminHeaders(c, next) : publicHeaders(c, next));
}
