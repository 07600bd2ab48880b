import type { BlogPost } from "@repo/schemas";
import { createContext, type ReactNode, useContext } from "react";

/** The id of the JSON data block the server writes with the data a prerendered page shows. */
export const PAGE_DATA_ID = "page-data";

/**
 * Data the server rendered the page with, so the browser hydrates the same markup without
 * fetching first: the published post of a /blog/<slug> page.
 */
export interface PageData {
  post?: BlogPost;
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

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  return useContext(PageDataContext);
}
