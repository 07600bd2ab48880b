import { compressBytes, negotiateEncoding } from "./compress";

/**
 * The stylesheets prerendered pages load after their first paint (the rules their own markup
 * does not use, see services/critical-css.ts), kept in memory and served at
 * /assets/rest-<hash>.css like a built file: named by their content, so cached for good.
 * A page's sheet is kept when its markup is rendered (at start-up for the public pages), so
 * any instance serving the page serves its sheet too.
 */
const sheets = new Map<string, Record<"identity" | "br" | "gzip", Blob>>();
/**
 * Public pages, the 404 page and the blog pages (pages of the same make share a sheet): far
 * fewer than this. None is ever dropped, as a kept page may name it for the process's life.
 */
const MAX_SHEETS = 128;

/**
 * Keeps `css` to serve and answers its address; none when MAX_SHEETS are kept already (the
 * page then carries the whole stylesheet, as one did before).
 */
export function keepDeferredStyle(css: string): string | undefined {
  const raw = new TextEncoder().encode(css);
  const href = `/assets/rest-${Bun.hash(raw).toString(36)}.css`;
  if (sheets.has(href)) return href;
  if (sheets.size >= MAX_SHEETS) return undefined;
  sheets.set(href, {
    identity: new Blob([raw]),
    br: new Blob([compressBytes(raw, "br")]),
    gzip: new Blob([compressBytes(raw, "gzip")]),
  });
  return href;
}

/** The kept sheet at `path`, in the best encoding the client accepts; none if not kept. */
export function deferredStyleResponse(
  path: string,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
): Response | undefined {
  const sheet = sheets.get(path);
  if (!sheet) return undefined;
  const encoding = negotiateEncoding(acceptEncoding);
  return new Response(sheet[encoding ?? "identity"], {
    headers: {
      ...headers,
      "Content-Type": "text/css;charset=utf-8",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    },
  });
}
