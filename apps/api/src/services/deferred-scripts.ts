/**
 * A prerendered page starts its code after its first paint: the module script and its
 * modulepreload links become one tiny deferred loader (/boot.js) that adds them back once
 * the page has painted. On a slow phone connection the HTML and its inline CSS then have the
 * network to themselves until the visitor sees the page, instead of sharing it with ~110 KB
 * of script that only makes the already visible page interactive.
 */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

export function startScriptsAfterFirstPaint<Page extends { html: string }>(page: Page): Page {
  return { ...page, html: deferModules(page.html) };
}

function deferModules(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  let page = html.replace(MODULE_SCRIPT, (_tag, src: string) => {
    entries.push(src);
    return "";
  });
  if (entries.length !== 1) return html;
  page = page.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const modules = [...entries, ...preloads].join(" ");
  return page.replace(
    "</head>",
    `<script defer src="/boot.js" data-modules="${modules}"></script>\n  </head>`,
  );
}
