import { type Brand, pageMetaFor } from "@repo/site-content";
import { useEffect } from "react";

function setMeta(attr: "name" | "property", key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attr, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

interface PageTags {
  title: string;
  description: string;
  url: string;
  type: "website" | "article";
}

/** The page's tags (the same the server writes), or null for a missing page: not indexed. */
function setPageTags(page: PageTags | null | undefined, brand: Brand) {
  if (!page) {
    document.title = `Page not found | ${brand.companyName}`;
    setMeta("name", "robots", "noindex");
    setCanonical(undefined);
    return;
  }
  document.title = page.title;
  setMeta("name", "robots", "index, follow");
  setCanonical(page.url);
  setMeta("name", "description", page.description);
  setMeta("property", "og:title", page.title);
  setMeta("property", "og:description", page.description);
  setMeta("property", "og:url", page.url);
  setMeta("property", "og:type", page.type);
  setMeta("property", "og:site_name", brand.companyName);
}

/**
 * Keeps <title>, description, canonical and Open Graph tags in step with client-side
 * navigation; the server writes the same tags into the first HTML response.
 */
export function usePageMeta(pathname: string, brand: Brand) {
  useEffect(() => {
    if (isBlogPostPath(pathname)) return;
    const meta = pageMetaFor(pathname, brand);
    setPageTags(
      meta && {
        title: meta.title,
        description: meta.description,
        url: meta.path === "/" ? `${brand.siteUrl}/` : brand.siteUrl + meta.path,
        type: "website",
      },
      brand,
    );
  }, [pathname, brand]);
}

/** A blog post's address (/blog/<slug>): the post page sets its own tags once it has loaded. */
export const isBlogPostPath = (pathname: string) => /^\/blog\/[^/]+\/?$/.test(pathname);

/** One blog post's tags, or null for a missing post. */
export function setArticleMeta(
  article: { title: string; description: string; url: string } | null,
  brand: Brand,
) {
  setPageTags(article && { ...article, type: "article" }, brand);
}
