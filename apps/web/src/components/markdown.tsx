import { Markdown as Render } from "@repo/chat-widget/markdown";

/**
 * Markdown as the site and the admin show it (post bodies on the public page, the admin preview
 * and editor, owner notes, blog-agent replies, stored conversations): the one sanitised renderer
 * the chat widget uses too, in the site's typography.
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
      <Render text={children} images={images} demoteH1={demoteH1} />
    </div>
  );
}
