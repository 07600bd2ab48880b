import type { BlogPost } from "@repo/schemas";
import { type AnyRouter, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** The id of the JSON data block the server writes with the data a prerendered page shows. */
export const PAGE_DATA_ID = "page-data";

/**
 * Data the server rendered the page with, so the browser hydrates the same markup without
 * fetching first: the published post of a /blog/<slug> page, the published posts /blog lists
 * (without their bodies).
 */
export interface PageData {
  post?: BlogPost;
  posts?: BlogPost[];
}

/** The page data from the server's block; none when the page was not prerendered. */
export function readPageData(doc: Document | undefined = globalThis.document): PageData {
  const raw = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  if (!raw) return {};
  try {
    return JSON.parse(raw) as PageData;
  } catch {
    return {};
  }
}

/**
 * What route loaders know of the page (`context` of every route, see router.tsx): the server's
 * page data, and whether they may call the API. They may not on the server (it does not call
 * itself while rendering) nor in the browser until the prerendered page has hydrated, so that
 * the first render there is exactly the server's markup.
 */
export interface PageContext {
  pageData: PageData;
  live: boolean;
}

/**
 * Once a prerendered page has hydrated: loaders may call the API from now on, and the page's
 * own loaders run again for what the server could not know (the /blog list, a post it did not
 * find) or what changed since. Pages without a loader load nothing.
 */
export function useGoLiveOnceHydrated() {
  // Loosely typed: the routes are read by id, and this module is imported by the route tree.
  const router: AnyRouter = useRouter();
  useEffect(() => {
    const { context } = router.options;
    if (context.live) return;
    router.update({ ...router.options, context: { ...context, live: true } });
    const hasLoader = (routeId: string) => !!router.routesById[routeId]?.options.loader;
    if (router.state.matches.some((match) => hasLoader(match.routeId))) {
      void router.invalidate();
    }
  }, [router]);
}
