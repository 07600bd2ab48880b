import { type Brand, fillBrand } from "./brand";

/** Every public route with the text search engines and link previews show for it. */
export interface PageMeta {
  path: "/" | "/pricing" | "/blog" | "/contact" | "/terms" | "/privacy" | "/ai";
  /** Name used in navigation, breadcrumbs and llms.txt. */
  name: string;
  title: string;
  description: string;
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
}

export const pages: readonly PageMeta[] = [
  {
    path: "/",
    name: "Home",
    title: "{companyName} | AI Automation for Small and Medium Businesses",
    description:
      "{companyName} helps small and medium businesses save time and win customers with practical AI: chat assistants, lead qualification, marketing and operations automation. Book a free 30-minute strategy call.",
    changeFrequency: "weekly",
    priority: 1,
  },
  {
    path: "/pricing",
    name: "Pricing",
    title: "Pricing | {companyName}",
    description:
      "Value-first AI pricing: a Managed Partnership on a custom monthly subscription, or a one-time Custom Solution starting at $500+ where you own the IP.",
    changeFrequency: "monthly",
    priority: 0.8,
  },
  {
    path: "/contact",
    name: "Contact",
    title: "Contact | {companyName}",
    description:
      "Book a free 30-minute AI discovery call or send a detailed project inquiry. We respond within 24 business hours.",
    changeFrequency: "monthly",
    priority: 0.8,
  },
  {
    path: "/blog",
    name: "Blog",
    title: "AI Business Intelligence Hub | {companyName}",
    description:
      "Practical AI insights for small business owners are coming soon. Leave your email to be the first to know when we launch.",
    changeFrequency: "weekly",
    priority: 0.5,
  },
  {
    path: "/ai",
    name: "Information for AI Agents",
    title: "Information for AI Agents | {companyName}",
    description:
      "Facts, capabilities and booking instructions for AI assistants acting for users: agent manifest, MCP endpoint and how to book a free consultation.",
    changeFrequency: "monthly",
    priority: 0.6,
  },
  {
    path: "/terms",
    name: "Terms of Service",
    title: "Terms of Service | {companyName}",
    description: "The terms that govern the {companyName} website and AI consulting services.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/privacy",
    name: "Privacy Policy",
    title: "Privacy Policy | {companyName}",
    description:
      "How {companyName} collects, uses, protects and retains personal information, and how to exercise your privacy rights.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
];

export type PublicPath = PageMeta["path"];

/** The page's meta with brand values filled in, or undefined for a path that is not public. */
export function pageMetaFor(path: string, brand: Brand): PageMeta | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const page = pages.find((p) => p.path === normalized);
  if (!page) return undefined;
  return {
    ...page,
    title: fillBrand(page.title, brand),
    description: fillBrand(page.description, brand),
  };
}
