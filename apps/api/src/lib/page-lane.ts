import { type Encoding, negotiateEncoding } from "./compress";
import { matchesEtag, type PreparedPage } from "./prepared-page";

/** Headers of a learned page that belong to one response only, not to the page. */
const PER_RESPONSE = new Set([
  "content-encoding",
  "content-length",
  "etag",
  "x-request-id",
  "set-cookie",
  "access-control-allow-origin",
  "access-control-allow-credentials",
]);

/** The URL without its query: the same page for `/` and `/?utm_source=x`. */
const laneKey = (url: string) => {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
};

/**
 * The fast lane for public pages, in front of the app: once the app has answered a GET for
 * a public route (with every middleware: security headers and all), the lane keeps that
 * prepared page with the headers it went out with and answers the next GETs of the same URL
 * itself, like a static file server. Only pages that cannot change while the process runs are
 * offered to it (public routes, not blog posts or 404s); anything else goes to the app.
 */
export class PageLane {
  private readonly offered = new WeakMap<Response, { key: string; page: PreparedPage }>();
  private readonly pages = new Map<string, LearnedPage>();
  constructor(private readonly max = 256) {}

  /** Called by the page route: this response may be learned once the app is done with it. */
  offer(response: Response, request: Request, page: PreparedPage): void {
    if (request.method === "GET") this.offered.set(response, { key: laneKey(request.url), page });
  }

  /** Called with every response the app sends; keeps the offered ones. */
  learn(response: Response): void {
    const offer = this.offered.get(response);
    if (!offer || response.status !== 200 || this.pages.has(offer.key)) return;
    if (this.pages.size >= this.max) return;
    const base: Record<string, string> = { ETag: offer.page.etag };
    for (const [name, value] of response.headers) if (!PER_RESPONSE.has(name)) base[name] = value;
    const { page } = offer;
    // Headers objects built once: Bun copies one into a response far faster than it reads a
    // plain object's entries on every request.
    this.pages.set(offer.key, {
      page,
      notModified: new Headers(base),
      identity: new Headers(base),
      gzip: new Headers({ ...base, "Content-Encoding": "gzip" }),
      br: new Headers({ ...base, "Content-Encoding": "br" }),
    });
  }

  /** The encoding to send for an Accept-Encoding value; browsers send a handful, so each is read once. */
  private readonly variants = new Map<string, Encoding | "identity">();
  private variantFor(acceptEncoding: string): Encoding | "identity" {
    let variant = this.variants.get(acceptEncoding);
    if (!variant) {
      variant = negotiateEncoding(acceptEncoding) ?? "identity";
      if (this.variants.size < 64) this.variants.set(acceptEncoding, variant);
    }
    return variant;
  }

  /** The answer for a GET of a learned page (200, or 304 when the client's copy is current). */
  serve(request: Request): Response | undefined {
    if (request.method !== "GET") return undefined;
    const hit = this.pages.get(laneKey(request.url));
    if (!hit) return undefined;
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch && matchesEtag(ifNoneMatch, hit.page.etag)) {
      return new Response(null, { status: 304, headers: hit.notModified });
    }
    const variant = this.variantFor(request.headers.get("accept-encoding") ?? "");
    return new Response(hit.page.bodies[variant], { status: 200, headers: hit[variant] });
  }
}

/** A learned page with its headers for each way it is sent, built once. */
type LearnedPage = { page: PreparedPage; notModified: Headers } & Record<
  Encoding | "identity",
  Headers
>;
