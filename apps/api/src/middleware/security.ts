import { secureHeaders } from "hono/secure-headers";

/**
 * CSP and the usual headers on every response. Scripts only from this origin (JSON-LD data
 * blocks are not executed, so they need no exception); styles allow inline for UI libraries
 * that inject <style>; images may come from https (blog hero images).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    xXssProtection: "0",
  });
