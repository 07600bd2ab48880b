import type { BlogPost, BlogStoredStatus } from "@repo/schemas";
import { type ContentfulClientApi, createClient as createDeliveryClient } from "contentful";
import { createClient as createManagementClient, type PlainClientAPI } from "contentful-management";
import {
  BLOG_CONTENT_TYPE_ID,
  type ContentfulEntryLike,
  draftFields,
  editFields,
  entryToPost,
} from "./mapping";
import { ContentError, type ContentService, type PostListOptions } from "./types";

export interface ContentfulConfig {
  spaceId: string;
  environment?: string;
  deliveryToken?: string;
  previewToken?: string;
  managementToken?: string;
  /**
   * One host for every API instead of cdn/preview/api.contentful.com, e.g. a proxy, or a test
   * server: "http://127.0.0.1:4010" (an http:// prefix means plain HTTP).
   */
  host?: string;
  /** Locale drafts are written in. */
  locale?: string;
  /** The SDKs' own retry count on 429/5xx/connection errors (SPEC §9: 5). */
  retryLimit?: number;
  /** The SDKs' own request timeout (SPEC §9: 30 s). */
  timeoutMs?: number;
  /** The SDKs' own throttle, requests per second, 1 to 30 (SPEC §9: 7). */
  throttle?: number;
  /** Receives the SDKs' warnings and errors (authorization already redacted by the SDK). */
  log?: (level: string, data: unknown) => void;
  /** Stand-in view counts for entries without a views field. */
  random?: () => number;
}

type Entry = ContentfulEntryLike;

/** The status Contentful answered with, read from the SDK's error (its message is JSON). */
export function contentfulErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const parsed = JSON.parse(error.message) as { status?: unknown };
    return typeof parsed.status === "number" ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}

function hostParams(host: string | undefined): { host?: string; insecure?: boolean } {
  if (!host) return {};
  const insecure = /^http:\/\//i.test(host);
  return { host: host.replace(/^https?:\/\//i, "").replace(/\/+$/, ""), insecure };
}

/** Reads with `contentful` (delivery, or preview for the admin), writes with `contentful-management`. */
export function createContentfulService(config: ContentfulConfig): ContentService {
  if (!config.spaceId) throw new ContentError("not_configured", "Contentful space id is required");
  const environment = config.environment ?? "master";
  const locale = config.locale ?? "en-US";
  const random = config.random ?? Math.random;
  const sdkOptions = {
    retryLimit: config.retryLimit ?? 5,
    timeout: config.timeoutMs ?? 30_000,
    logHandler: config.log ?? (() => {}),
  };
  const throttle = Math.min(30, Math.max(1, config.throttle ?? 7));
  const custom = hostParams(config.host);

  const reader = (token: string | undefined, defaultHost: string) =>
    token
      ? createDeliveryClient({
          space: config.spaceId,
          environment,
          accessToken: token,
          host: custom.host ?? defaultHost,
          insecure: custom.insecure ?? false,
          ...sdkOptions,
          // Passed through to the SDK's HTTP client (contentful-sdk-core), like the CMA's.
          ...({ throttle } as object),
        })
      : null;
  const delivery = reader(config.deliveryToken, "cdn.contentful.com");
  const preview = reader(config.previewToken, "preview.contentful.com");
  const management: PlainClientAPI | null = config.managementToken
    ? createManagementClient(
        {
          accessToken: config.managementToken,
          host: custom.host,
          insecure: custom.insecure,
          throttle,
          ...sdkOptions,
        },
        { type: "plain", defaults: { spaceId: config.spaceId, environmentId: environment } },
      )
    : null;
  if (!delivery && !preview) {
    throw new ContentError("not_configured", "A Contentful delivery or preview token is required");
  }

  const client = (usePreview?: boolean): ContentfulClientApi<undefined> =>
    (usePreview ? (preview ?? delivery) : (delivery ?? preview)) as ContentfulClientApi<undefined>;

  const upstream = (what: string, error: unknown) =>
    new ContentError("upstream", `Contentful ${what} failed`, {
      status: contentfulErrorStatus(error),
      cause: error,
    });

  async function query(q: Record<string, unknown>, usePreview?: boolean) {
    // The SDK's query type is built from content-type skeletons we do not generate.
    const res = await client(usePreview).getEntries(
      q as Parameters<ContentfulClientApi<undefined>["getEntries"]>[0],
    );
    return { items: res.items as unknown as Entry[], total: res.total };
  }

  const managed = (): PlainClientAPI => {
    if (!management) {
      throw new ContentError(
        "not_configured",
        "CONTENTFUL_MANAGEMENT_TOKEN is required to write posts",
      );
    }
    return management;
  };

  /** A management entry (fields keyed by locale) in the delivery shape. */
  const delocalize = (entry: { sys: Entry["sys"]; fields: Record<string, unknown> }): Entry => ({
    sys: entry.sys,
    fields: Object.fromEntries(
      Object.entries(entry.fields).map(([k, v]) => [k, (v as Record<string, unknown>)?.[locale]]),
    ),
  });

  async function single(
    q: Record<string, unknown>,
    usePreview?: boolean,
  ): Promise<BlogPost | null> {
    try {
      const { items } = await query(
        { content_type: BLOG_CONTENT_TYPE_ID, limit: 1, ...q },
        usePreview,
      );
      const entry = items[0];
      return entry ? entryToPost(entry, random) : null;
    } catch (error) {
      // SPEC §8: a single post failure returns nothing.
      config.log?.("warning", {
        message: "Contentful single post lookup failed",
        error: String(error),
      });
      return null;
    }
  }

  return {
    kind: "contentful",
    async list(options: PostListOptions = {}) {
      const limit = options.limit ?? 100;
      const skip = options.skip ?? 0;
      const q: Record<string, unknown> = {
        content_type: BLOG_CONTENT_TYPE_ID,
        limit,
        skip,
        order: ["-sys.createdAt"],
      };
      if (options.status) q["fields.status"] = options.status;
      if (options.contentType) q["fields.contentType"] = options.contentType;
      try {
        const { items, total } = await query(q, options.preview);
        return { items: items.map((e) => entryToPost(e, random)), total, limit, skip };
      } catch (error) {
        const status = contentfulErrorStatus(error);
        // An unknown or missing content type (400) is a new setup: no posts yet.
        if (status === 400 || status === 404) return { items: [], total: 0, limit, skip };
        throw upstream("list", error);
      }
    },
    getBySlug: (slug, opts) => single({ "fields.slug": slug }, opts?.preview),
    getById: (id, opts) => single({ "sys.id": id }, opts?.preview),
    async createDraft(draft) {
      const cma = managed();
      const fields = Object.fromEntries(
        Object.entries(draftFields(draft)).map(([k, v]) => [k, { [locale]: v }]),
      );
      try {
        const created = await cma.entry.create({ contentTypeId: BLOG_CONTENT_TYPE_ID }, { fields });
        return { ...entryToPost(delocalize(created), random), views: 0 };
      } catch (error) {
        throw upstream("draft creation", error);
      }
    },
    async update(id, edit) {
      const cma = managed();
      // The preview API sees drafts too: no other entry may carry the slug.
      const { items } = await query(
        { content_type: BLOG_CONTENT_TYPE_ID, "fields.slug": edit.slug, limit: 2 },
        true,
      ).catch((error: unknown) => {
        throw upstream("slug check", error);
      });
      if (items.some((e) => e.sys.id !== id)) {
        throw new ContentError("conflict", `Another post already uses the slug "${edit.slug}"`);
      }
      try {
        const entry = await cma.entry.get({ entryId: id });
        for (const [k, v] of Object.entries(editFields(edit))) entry.fields[k] = { [locale]: v };
        const updated = await cma.entry.update({ entryId: id }, entry);
        return entryToPost(delocalize(updated), random);
      } catch (error) {
        if (contentfulErrorStatus(error) === 404) return null;
        throw upstream("update", error);
      }
    },
    async updateStatus(id: string, status: BlogStoredStatus) {
      const cma = managed();
      try {
        const entry = await cma.entry.get({ entryId: id });
        entry.fields.status = { [locale]: status };
        const updated = await cma.entry.update({ entryId: id }, entry);
        return entryToPost(delocalize(updated), random);
      } catch (error) {
        if (contentfulErrorStatus(error) === 404) return null;
        throw upstream("status update", error);
      }
    },
    // Views of Contentful posts live in Contentful's own views field.
    recordView: async () => null,
  };
}
