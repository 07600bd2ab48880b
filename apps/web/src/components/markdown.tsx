import ReactMarkdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

/**
 * The one markdown renderer of the site and the admin: post bodies (public page, admin preview
 * and editor), owner notes, blog-agent replies and stored conversations. Sanitised
 * (rehype-sanitize), links in a new tab.
 */
export function Markdown({
  children,
  demoteH1 = false,
  images = true,
}: {
  children: string;
  /** Render `#` headings as h2, for a page that already has its own h1. */
  demoteH1?: boolean;
  /** `false`: an image shows as its alt text, for text from visitors and agents that must
   * never make the browser load anything. */
  images?: boolean;
}) {
  return (
    <div className="prose prose-sm max-w-none space-y-2 break-words [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_a]:underline">
      <ReactMarkdown
        rehypePlugins={[rehypeSanitize]}
        components={{
          ...(demoteH1 ? { h1: ({ node: _node, ...props }) => <h2 {...props} /> } : {}),
          ...(images ? {} : { img: ({ alt }) => (alt ? <span>{alt}</span> : null) }),
          a: ({ node: _node, ...props }) => (
            <a {...props} target="_blank" rel="noopener noreferrer" />
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
