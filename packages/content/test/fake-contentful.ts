/**
 * A small Contentful stand-in on 127.0.0.1 that speaks the CDA/CPA and CMA routes the
 * adapter uses, so the real SDKs can be exercised offline.
 */

export const SPACE = "space1";
export const ENV = "master";
export const TOKENS = { delivery: "cda-token", preview: "cpa-token", management: "cma-token" };

export interface StoredEntry {
  sys: { id: string; createdAt: string; updatedAt: string; version: number; published: boolean };
  /** Localised: field → locale → value. */
  fields: Record<string, Record<string, unknown>>;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

export interface FakeContentful {
  host: string;
  entries: StoredEntry[];
  assets: Record<string, { title?: string; description?: string; url: string }>;
  /** Content types the space knows; others answer 400 like Contentful. */
  contentTypes: Set<string>;
  /** Answers to give before the next requests, in order. */
  failures: Array<{ status: number; headers?: Record<string, string> }>;
  requests: SeenRequest[];
  stop(): Promise<void>;
}

const LOCALE = "en-US";

export function localized(fields: Record<string, unknown>): StoredEntry["fields"] {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { [LOCALE]: v }]));
}

function cdaEntry(e: StoredEntry) {
  const fields = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[LOCALE]]));
  return {
    sys: {
      id: e.sys.id,
      type: "Entry",
      createdAt: e.sys.createdAt,
      updatedAt: e.sys.updatedAt,
      locale: LOCALE,
      revision: e.sys.version,
      contentType: { sys: { type: "Link", linkType: "ContentType", id: "blog" } },
      space: { sys: { type: "Link", linkType: "Space", id: SPACE } },
      environment: { sys: { type: "Link", linkType: "Environment", id: ENV } },
    },
    fields,
  };
}

function cmaEntry(e: StoredEntry) {
  return {
    sys: {
      id: e.sys.id,
      type: "Entry",
      version: e.sys.version,
      createdAt: e.sys.createdAt,
      updatedAt: e.sys.updatedAt,
      contentType: { sys: { type: "Link", linkType: "ContentType", id: "blog" } },
      space: { sys: { type: "Link", linkType: "Space", id: SPACE } },
      environment: { sys: { type: "Link", linkType: "Environment", id: ENV } },
    },
    fields: e.fields,
  };
}

const error = (status: number, id: string, message: string, details: unknown = {}) =>
  Response.json(
    { sys: { type: "Error", id }, message, details, requestId: "req-fake" },
    { status },
  );

export function startFakeContentful(): FakeContentful {
  const state = {
    entries: [] as StoredEntry[],
    assets: {} as FakeContentful["assets"],
    contentTypes: new Set(["blog"]),
    failures: [] as FakeContentful["failures"],
    requests: [] as SeenRequest[],
  };
  let seq = 0;

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const text = req.method === "GET" ? "" : await req.text();
      state.requests.push({
        method: req.method,
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.get("authorization"),
        contentType: req.headers.get("x-contentful-content-type"),
        body: text ? JSON.parse(text) : undefined,
      });
      const failure = state.failures.shift();
      if (failure) {
        return new Response(
          JSON.stringify({ sys: { type: "Error", id: "Fail" }, message: "fail" }),
          {
            status: failure.status,
            headers: { "content-type": "application/json", ...failure.headers },
          },
        );
      }
      const base = `/spaces/${SPACE}/environments/${ENV}/entries`;
      const auth = req.headers.get("authorization") ?? "";
      const token = auth.replace(/^Bearer /, "");

      if (url.pathname === base && req.method === "GET") {
        if (token !== TOKENS.delivery && token !== TOKENS.preview) {
          return error(
            401,
            "AccessTokenInvalid",
            "The access token you sent could not be found or is invalid.",
          );
        }
        const q = url.searchParams;
        const ct = q.get("content_type");
        if (ct && !state.contentTypes.has(ct)) {
          return error(400, "InvalidQuery", "The query you sent was invalid.", {
            errors: [{ name: "unknownContentType", value: "DOESNOTEXIST" }],
          });
        }
        let items = state.entries.filter((e) => token === TOKENS.preview || e.sys.published);
        for (const [key, value] of q) {
          if (key.startsWith("fields.")) {
            const field = key.slice(7);
            items = items.filter((e) => e.fields[field]?.[LOCALE] === value);
          } else if (key === "sys.id") {
            items = items.filter((e) => e.sys.id === value);
          }
        }
        const order = q.get("order");
        if (order === "-sys.createdAt")
          items.sort((a, b) => b.sys.createdAt.localeCompare(a.sys.createdAt));
        const skip = Number(q.get("skip") ?? 0);
        const limit = Number(q.get("limit") ?? 100);
        const page = items.slice(skip, skip + limit);
        const assetIds = new Set(
          page.flatMap((e) => {
            const link = e.fields.heroImage?.[LOCALE] as { sys?: { id?: string } } | undefined;
            return link?.sys?.id ? [link.sys.id] : [];
          }),
        );
        const assets = [...assetIds].flatMap((id) => {
          const a = state.assets[id];
          if (!a) return [];
          return [
            {
              sys: { id, type: "Asset", locale: LOCALE },
              fields: {
                title: a.title,
                description: a.description,
                file: { url: a.url, contentType: "image/png" },
              },
            },
          ];
        });
        return Response.json({
          sys: { type: "Array" },
          total: items.length,
          skip,
          limit,
          items: page.map(cdaEntry),
          ...(assets.length ? { includes: { Asset: assets } } : {}),
        });
      }

      if (url.pathname.startsWith(base)) {
        if (token !== TOKENS.management) {
          return error(
            401,
            "AccessTokenInvalid",
            "The access token you sent could not be found or is invalid.",
          );
        }
        if (url.pathname === base && req.method === "POST") {
          const ct = req.headers.get("x-contentful-content-type") ?? "";
          if (!state.contentTypes.has(ct))
            return error(422, "UnknownContentType", "Unknown content type");
          const now = new Date(Date.UTC(2026, 0, 1, 0, 0, ++seq)).toISOString();
          const entry: StoredEntry = {
            sys: {
              id: `entry${seq}`,
              createdAt: now,
              updatedAt: now,
              version: 1,
              published: false,
            },
            fields: (JSON.parse(text) as { fields: StoredEntry["fields"] }).fields,
          };
          state.entries.push(entry);
          return Response.json(cmaEntry(entry), { status: 201 });
        }
        const id = url.pathname.slice(base.length + 1);
        const entry = state.entries.find((e) => e.sys.id === id);
        if (!entry) return error(404, "NotFound", "The resource could not be found.");
        if (req.method === "GET") return Response.json(cmaEntry(entry));
        if (req.method === "PUT") {
          if (Number(req.headers.get("x-contentful-version")) !== entry.sys.version) {
            return error(409, "VersionMismatch", "Version mismatch");
          }
          entry.fields = (JSON.parse(text) as { fields: StoredEntry["fields"] }).fields;
          entry.sys.version += 1;
          entry.sys.updatedAt = new Date().toISOString();
          return Response.json(cmaEntry(entry));
        }
      }
      return error(404, "NotFound", "The resource could not be found.");
    },
  });

  return {
    host: `http://127.0.0.1:${server.port}`,
    ...state,
    async stop() {
      await server.stop(true);
    },
  };
}
