import { brotliCompressSync, constants } from "node:zlib";

export type Encoding = "br" | "gzip";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/i;

/** The best encoding the client accepts, or null. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export function compressBytes(
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
): Uint8Array<ArrayBuffer> {
  return encoding === "br"
    ? new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }))
    : Bun.gzipSync(bytes, { level: 9 });
}

// Built files do not change while the server runs, so each is compressed once.
const cache = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * A static file's body and headers, compressed when it is text and the client accepts it.
 * Compressed copies are kept in memory (the build output is small and immutable).
 */
export async function fileResponse(
  path: string,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  const file = Bun.file(path);
  const encoding = COMPRESSIBLE.test(path) ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return new Response(file, { headers });
  const key = `${encoding}:${path}`;
  let body = cache.get(key);
  if (!body) {
    body = compressBytes(new Uint8Array(await file.arrayBuffer()), encoding);
    cache.set(key, body);
  }
  return new Response(body, {
    headers: {
      ...headers,
      "Content-Type": file.type,
      "Content-Encoding": encoding,
      Vary: "Accept-Encoding",
    },
  });
}
