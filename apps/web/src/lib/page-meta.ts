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

/**
 * Keeps <title>, description, canonical and Open Graph tags in step with client-side
 * navigation; the server writes the same tags into the first HTML response.
 */
export function usePageMeta(pathname: string, brand: Brand) {
  useEffect(() => {
    if (isBlogPostPath(pathname)) return;
    const meta = pageMetaFor(pathname, brand);
    const title = meta?.title ?? `Page not found | ${brand.companyName}`;
    const url = meta ? (meta.path === "/" ? `${brand.siteUrl}/` : brand.siteUrl + meta.path) : "";
    document.title = title;
    setMeta("name", "robots", meta ? "index, follow" : "noindex");
    setCanonical(meta ? url : undefined);
    if (!meta) return;
    setMeta("name", "description", meta.description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", meta.description);
    setMeta("property", "og:url", url);
    setMeta("property", "og:type", "website");
    setMeta("property", "og:site_name", brand.companyName);
  }, [pathname, brand]);
}

/** A blog post's address (/blog/<slug>): the post page sets its own tags once it has loaded. */
export const isBlogPostPath = (pathname: string) => /^\/blog\/[^/]+\/?$/.test(pathname);

/** One blog post's tags (the same the server writes), or null for a missing post: not indexed. */
export function setArticleMeta(
  article: { title: string; description: string; url: string } | null,
  brand: Brand,
) {
  if (!article) {
    document.title = `Page not found | ${brand.companyName}`;
    setMeta("name", "robots", "noindex");
    setCanonical(undefined);
    return;
  }
  document.title = article.title;
  setMeta("name", "robots", "index, follow");
  setCanonical(article.url);
  setMeta("name", "description", article.description);
  setMeta("property", "og:title", article.title);
  setMeta("property", "og:description", article.description);
  setMeta("property", "og:url", article.url);
  setMeta("property", "og:type", "article");
  setMeta("property", "og:site_name", brand.companyName);
}
