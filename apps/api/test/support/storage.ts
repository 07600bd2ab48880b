/** Shared set-up of the storage contract suites: a real back end per block, and sample records. */
import type { BlogPost, Booking, Lead } from "@repo/schemas";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { newId } from "../../src/lib/ids";
import type { Storage } from "../../src/storage/types";
import { type Backend, buildTestApp, type TestApp } from "./app";

export interface BackendUnderTest {
  /** The app built on the back end (set once the block's set-up has run). */
  readonly t: TestApp;
  readonly storage: Storage;
}

/**
 * Builds the real app on `backend` for the enclosing `describe` and closes it after: once for
 * all its tests, or a fresh one per test with `perTest`.
 */
export function useBackend(backend: Backend, { perTest = false } = {}): BackendUnderTest {
  let t: TestApp | undefined;
  (perTest ? beforeEach : beforeAll)(async () => {
    t = await buildTestApp(backend);
  });
  (perTest ? afterEach : afterAll)(() => t?.close());
  const ready = () => {
    if (!t) throw new Error("the back end is not built yet: use it inside a test");
    return t;
  };
  return {
    get t() {
      return ready();
    },
    get storage() {
      return ready().deps.storage;
    },
  };
}

/** A contact-form lead; created within the next second unless `over` sets the times. */
export function sampleLead(over: Partial<Lead> = {}): Lead {
  const at = new Date(Date.now() + Math.floor(Math.random() * 1000)).toISOString();
  return {
    id: newId(),
    type: "contact",
    status: "new",
    priority: "medium",
    name: "Ada",
    email: "ada@example.com",
    notes: [],
    source: "test",
    environment: "development",
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

/** A draft blog post with a slug of its own. */
export function samplePost(over: Partial<BlogPost> = {}): BlogPost {
  const at = new Date().toISOString();
  return {
    id: newId(),
    title: "T",
    slug: `slug-${newId().toLowerCase()}`,
    excerpt: "",
    content: "body",
    tags: ["a"],
    status: "draft",
    contentType: "Quick Tips",
    author: "Team",
    views: 0,
    createdAt: at,
    updatedAt: at,
    publishedAt: null,
    environment: "development",
    ...over,
  };
}

/** A confirmed 30-minute consultation starting at `start` (ISO). */
export function sampleBooking(start: string, over: Partial<Booking> = {}): Booking {
  return {
    id: newId(),
    status: "confirmed",
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    name: "Ada",
    email: "ada@example.com",
    source: "mcp",
    environment: "development",
    createdAt: new Date().toISOString(),
    ...over,
  };
}
