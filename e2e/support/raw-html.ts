/** The visible text of the markup inside #root, as a crawler without JavaScript reads it. */
export function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf("</body>");
  return html
    .slice(Math.max(start, 0), end < 0 ? undefined : end)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}
