import { type Brand, siteLink } from "./brand";

/** What the page tags and JSON-LD of a published blog post read (a BlogPost fits). */
export interface BlogPostFacts {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  seoTitle?: string;
  seoDescription?: string;
  primaryKeyword?: string;
  tags?: string[];
  heroImage?: { url: string; alt: string };
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** Title, description and canonical URL of a post page; the server and the SPA write the same. */
export function blogPostMeta(
  post: BlogPostFacts,
  brand: Brand,
): { title: string; description: string; url: string } {
  const description = (post.seoDescription || post.excerpt || post.title).trim();
  return {
    title: `${(post.seoTitle || post.title).trim()} | ${brand.companyName}`,
    description,
    url: siteLink(brand, blogPostPath(post.slug)),
  };
}

/** schema.org Article for a published post, published by the business. */
export function articleJsonLd(post: BlogPostFacts, brand: Brand): Record<string, unknown> {
  const { description, url } = blogPostMeta(post, brand);
  const keywords = [post.primaryKeyword, ...(post.tags ?? [])].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title.slice(0, 110),
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": `${brand.siteUrl}/#organization`,
      name: brand.companyName,
      logo: { "@type": "ImageObject", url: `${brand.siteUrl}/favicon.svg` },
    },
    ...(post.heroImage ? { image: post.heroImage.url } : {}),
    ...(keywords.length ? { keywords: keywords.join(", ") } : {}),
  };
}
