import { compressBytes, type Encoding, negotiateEncoding } from "./compress";

/**
 * An HTML page computed once and kept ready to send: raw, gzip and brotli bytes, an ETag. The
 * bodies are Blobs: a response sends a Blob's bytes as they are, where it copies a byte array
 * first (the array could change after), ~1–2 µs per response for a 20 KB page.
 */
export interface PreparedPage {
  status: 200 | 404;
  etag: string;
  bodies: Record<Encoding | "identity", Blob>;
  /** Served to the requests that waited for it but not kept (see PageCache): made for now only. */
  passing?: boolean;
}

export function preparePage(html: string, status: 200 | 404): PreparedPage {
  const raw = new TextEncoder().encode(html);
  return {
    status,
    etag: `"${Bun.hash(raw).toString(36)}"`,
    bodies: {
      identity: new Blob([raw]),
      gzip: new Blob([compressBytes(raw, "gzip")]),
      br: new Blob([compressBytes(raw, "br")]),
    },
  };
}

const HEADERS = {
  "Cache-Control": "no-cache",
  "Content-Type": "text/html; charset=UTF-8",
  Vary: "Accept-Encoding",
} as const;

/** The page as a response: 304 when the client's copy is current, else the best encoding. */
export function pageResponse(
  page: PreparedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): Response {
  const headers: Record<string, string> = { ...HEADERS, ETag: page.etag };
  if (page.status === 200 && ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding) headers["Content-Encoding"] = encoding;
  return new Response(page.bodies[encoding ?? "identity"], { status: page.status, headers });
}

/** If-None-Match holds `etag` (a list, a weak validator or `*`). */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Prepared pages by key, built once per key even under concurrent requests. Bounded: the
 * oldest entry goes when `max` is reached (keys come from a fixed set of routes and from
 * published posts, so this only matters when posts churn).
 */
export class PageCache {
  private readonly pages = new Map<string, Promise<PreparedPage>>();
  constructor(private readonly max = 256) {}

  get(key: string, build: () => Promise<PreparedPage>): Promise<PreparedPage> {
    let page = this.pages.get(key);
    if (!page) {
      if (this.pages.size >= this.max) {
        const oldest = this.pages.keys().next().value;
        if (oldest !== undefined) this.pages.delete(oldest);
      }
      page = build();
      this.pages.set(key, page);
      // A failed or passing build is not kept: the next request tries again.
      const built = page;
      const drop = () => {
        if (this.pages.get(key) === built) this.pages.delete(key);
      };
      built.then((p) => p.passing && drop(), drop);
    }
    return page;
  }
}
