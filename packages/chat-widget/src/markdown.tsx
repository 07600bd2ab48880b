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

const schema = {
  ...defaultSchema,
  // No images at all (no remote requests from assistant text), no raw HTML elements.
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !["img", "picture", "source"].includes(t)),
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
};

export function Markdown({ text, base }: { text: string; base?: string }): ReactNode {
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
    img: ({ alt }) => (alt ? <span>{alt}</span> : null),
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
