import type { BlogPost } from "@repo/schemas";
import {
  agentInfo,
  articleJsonLd,
  type Brand,
  blogPostMeta,
  blogPostPath,
  company,
  faq,
  fillBrand,
  jsonLdForPath,
  organizationJsonLd,
  pageMetaFor,
  pages,
  pricingOptions,
  resolveBrand,
  serializeJsonLd,
  services,
  siteLink,
  solutions,
} from "@repo/site-content";
import type { PageData } from "./prerender";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const escapeXml = escapeHtml;

/** What the server knows about a path before the SPA runs. */
export type ShellKind = "public" | "admin" | "not-found";

export function classifyPath(path: string): ShellKind {
  if (pageMetaFor(path, resolveBrand())) return "public";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "not-found";
}

/** The brand as JSON for the SPA (it reads #site-brand before rendering). */
const brandScript = (brand: Brand) =>
  `<script type="application/json" id="site-brand">${serializeJsonLd(brand)}</script>`;

/** Title, description, robots, canonical and Open Graph tags of an indexable page. */
function indexableHead(
  brand: Brand,
  page: { title: string; description: string; url: string; ogType: "website" | "article" },
): string[] {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="robots" content="index, follow" />`,
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.companyName)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(page.url)}" />`,
  ];
}

/** The <head> tags for one path: title, description, canonical, Open Graph, JSON-LD, brand. */
export function headTags(path: string, brand: Brand): string {
  const meta = pageMetaFor(path, brand);
  const brandData = brandScript(brand);
  if (!meta) {
    const title =
      classifyPath(path) === "admin"
        ? `Admin | ${brand.companyName}`
        : `Page not found | ${brand.companyName}`;
    return [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="robots" content="noindex" />`,
      brandData,
    ].join("\n    ");
  }
  const tags = [
    ...indexableHead(brand, {
      title: meta.title,
      description: meta.description,
      url: siteLink(brand, meta.path),
      ogType: "website",
    }),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="alternate" type="text/plain" title="llms.txt" href="/llms.txt" />`,
    ...jsonLdForPath(meta.path, brand).map(
      (doc) => `<script type="application/ld+json">${serializeJsonLd(doc)}</script>`,
    ),
    brandData,
  ];
  return tags.join("\n    ");
}

const SEO_BLOCK = /<!--seo-->[\s\S]*?<!--\/seo-->/;
const ROOT_DIV = /<div id="?root"?><\/div>/;

/** The shell with `tags` as its <head> block and `body` (the prerendered page) in the root. */
function injectShell(html: string, tags: string, body: string): string {
  let withTags = html;
  if (SEO_BLOCK.test(html)) withTags = html.replace(SEO_BLOCK, () => tags);
  else if (/<title>[\s\S]*?<\/title>/.test(html)) {
    withTags = html.replace(/<title>[\s\S]*?<\/title>/, () => tags);
  } else withTags = html.replace("</head>", () => `${tags}</head>`);
  if (body) withTags = withTags.replace(ROOT_DIV, () => `<div id="root">${body}</div>`);
  return withTags;
}

/** The slug of a blog post address (/blog/<slug>), or null for any other path. */
export function blogPostSlug(path: string): string | null {
  const match = /^\/blog\/([^/]{1,120})\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** <head> tags of a published post's page: its own title, description, canonical and Article. */
export function postHeadTags(post: BlogPost, brand: Brand): string {
  const meta = blogPostMeta(post, brand);
  return [
    ...indexableHead(brand, { ...meta, ogType: "article" }),
    ...(post.heroImage
      ? [`<meta property="og:image" content="${escapeHtml(post.heroImage.url)}" />`]
      : []),
    `<meta name="twitter:card" content="${post.heroImage ? "summary_large_image" : "summary"}" />`,
    ...(post.publishedAt
      ? [`<meta property="article:published_time" content="${escapeHtml(post.publishedAt)}" />`]
      : []),
    `<link rel="alternate" type="text/plain" title="llms.txt" href="/llms.txt" />`,
    `<script type="application/ld+json">${serializeJsonLd(organizationJsonLd(brand))}</script>`,
    `<script type="application/ld+json">${serializeJsonLd(articleJsonLd(post, brand))}</script>`,
    brandScript(brand),
  ].join("\n    ");
}

/**
 * The page of a published post (always 200): its head, the post as JSON for hydration, and
 * the prerendered `body`.
 */
/** The data a prerendered page was rendered with, for the browser to hydrate it with. */
export const pageDataScript = (data: PageData) =>
  `<script type="application/json" id="page-data">${serializeJsonLd(data)}</script>`;

export function renderPostShell(
  html: string,
  post: BlogPost,
  brand: Brand,
  extraHead = "",
  body = "",
): { html: string; status: 200 } {
  const tags = [postHeadTags(post, brand), pageDataScript({ post }), extraHead].filter(Boolean);
  return { html: injectShell(html, tags.join("\n    "), body), status: 200 };
}

/**
 * The page for one path with its head tags and prerendered `body` in place, and the status to
 * send: 404 for paths that are neither a public page nor part of the admin area.
 */
export function renderShell(
  html: string,
  path: string,
  brand: Brand,
  /** Extra <head> markup for this route, e.g. modulepreload links for its chunks. */
  extraHead = "",
  body = "",
): { html: string; status: 200 | 404 } {
  const tags = extraHead ? `${headTags(path, brand)}\n    ${extraHead}` : headTags(path, brand);
  return {
    html: injectShell(html, tags, body),
    status: classifyPath(path) === "not-found" ? 404 : 200,
  };
}

/** sitemap.xml listing every public page and the published blog posts. */
export function sitemapXml(
  brand: Brand,
  posts: readonly Pick<BlogPost, "slug" | "updatedAt">[] = [],
  /** When the pages last changed (the web build), as ISO. */
  pagesLastmod?: string,
): string {
  const pageLastmod = pagesLastmod ? `\n    <lastmod>${pagesLastmod}</lastmod>` : "";
  const urls = pages.map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(siteLink(brand, p.path))}</loc>${pageLastmod}\n    <changefreq>${p.changeFrequency}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`,
  );
  for (const post of posts) {
    const lastmod = Number.isNaN(Date.parse(post.updatedAt))
      ? ""
      : `\n    <lastmod>${new Date(post.updatedAt).toISOString()}</lastmod>`;
    urls.push(
      `  <url>\n    <loc>${escapeXml(siteLink(brand, blogPostPath(post.slug)))}</loc>${lastmod}\n    <changefreq>monthly</changefreq>\n    <priority>0.6</priority>\n  </url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything public is crawlable, and so are the agent endpoints that llms.txt and
 * the manifest advertise (NLWeb ask, /.well-known/); the admin area and the rest of the API are not.
 */
export function robotsTxt(brand: Brand): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /llms.txt",
    "Allow: /.well-known/",
    "Allow: /api/nlweb/",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${brand.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** llms.txt (llmstxt.org): the site summarised for language models, from site-content. */
export function llmsTxt(brand: Brand): string {
  const fill = (text: string) => fillBrand(text, brand);
  const link = (path: string) => siteLink(brand, path);
  const lines = [
    `# ${brand.companyName}`,
    "",
    `> ${fill(company.description)}`,
    "",
    `${brand.legalName} is a ${company.legalForm} based in ${company.state}, ${company.country}. The discovery call is free and takes ${company.discoveryCall.minutes} minutes; book at ${brand.bookingUrl} or email ${brand.email} (responses within 24 hours). A chat assistant is available on every page.`,
    "",
    "## Pages",
    "",
    ...pages.map((p) => {
      const meta = pageMetaFor(p.path, brand);
      return `- [${p.name}](${link(p.path)}): ${meta?.description ?? ""}`;
    }),
    "",
    "## Services",
    "",
    ...services.map((s) => `- ${s.name}: ${s.description}`),
    "",
    "## Solutions",
    "",
    ...solutions.map(
      (s) => `- [${s.title}](${link("/#solutions")}): ${s.description} (${s.impact})`,
    ),
    "",
    "## Pricing",
    "",
    ...pricingOptions.map((o) => `- ${o.name} (${o.model}): ${o.priceLabel}. ${o.description}`),
    "",
    "## FAQ",
    "",
    ...faq.map((f) => `- ${fill(f.question)} ${fill(f.answer)}`),
    "",
    "## For AI agents",
    "",
    `- [Information for AI agents](${link("/ai")})`,
    `- Agent manifest: ${link(agentInfo.manifestPath)}`,
    `- MCP endpoint (Streamable HTTP): ${link(agentInfo.mcpEndpointPath)}`,
    ...agentInfo.howToBook.map((h) => `- ${fill(h)}`),
    "",
    "## Optional",
    "",
    `- [Terms of Service](${link("/terms")})`,
    `- [Privacy Policy](${link("/privacy")})`,
    "",
  ];
  return lines.join("\n");
}
