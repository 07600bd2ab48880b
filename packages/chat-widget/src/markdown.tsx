import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/**
 * Only http(s), mailto and same-site relative links survive; everything else (javascript:,
 * data:, vbscript:, protocol-relative //host) becomes an empty href. Relative links resolve
 * against the chat server, so they work when the widget is embedded on another site.
 */
export function safeUrl(raw: string, base?: string): string {
  const url = raw.trim();
  if (!url) return "";
  if (/^[\w+.-]+:/.test(url)) return SAFE_PROTOCOL.test(url) ? url : "";
  if (url.startsWith("//") || url.startsWith("\\")) return "";
  if (!base) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return "";
  }
}

/**
 * Sanitising schema: no raw HTML elements, links only over http(s) and mailto. Images stay in
 * the tree so that, where they are not shown, the component below can put their alt text.
 */
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
};

export interface MarkdownProps {
  text: string;
  /** Where relative links point (the chat server, for a widget embedded on another site). */
  base?: string;
  /** `true` shows images (post bodies); otherwise an image is its alt text and loads nothing. */
  images?: boolean;
  /** Render `#` headings as h2, for a page that already has its own h1. */
  demoteH1?: boolean;
}

/**
 * The one markdown renderer of the widget, the site and the admin: sanitised (rehype-sanitize),
 * raw HTML skipped, unsafe links dropped, links in a new tab.
 */
export function Markdown({
  text,
  base,
  images = false,
  demoteH1 = false,
}: MarkdownProps): ReactNode {
  const components: Components = {
    a: ({ href, children }) => {
      const safe = href ? safeUrl(href, base) : "";
      if (!safe) return <span>{children}</span>;
      return (
        <a href={safe} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    ...(images ? {} : { img: ({ alt }) => (alt ? <span>{alt}</span> : null) }),
    ...(demoteH1 ? { h1: ({ children }) => <h2>{children}</h2> } : {}),
  };
  return (
    <ReactMarkdown
      skipHtml
      urlTransform={(url) => safeUrl(url, base)}
      rehypePlugins={[[rehypeSanitize, schema]]}
      components={components}
    >
      {text}
    </ReactMarkdown>
  );
}
