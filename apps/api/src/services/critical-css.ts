/**
 * The rules of the web build's stylesheets that a page's markup uses, for its prerendered
 * HTML to paint from alone while the whole stylesheet arrives after the first paint (boot.js).
 * Run in the render thread (render-worker.ts): the CSS and HTML parsers stay out of the
 * server's own heap.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";

/** The stylesheets a page links, as the web build names them (`/assets/…css`) in its `dir`. */
export interface PageStylesheets {
  dir: string;
  hrefs: string[];
}

const beastiesFor = new Map<string, Beasties>();

function beasties(dir: string): Beasties {
  let instance = beastiesFor.get(dir);
  if (!instance) {
    instance = new Beasties({
      path: dir,
      // The link is left where it is: the server takes it out (see inlineStylesheets).
      preload: false as never,
      // Keyframes are named through custom properties too (`animation: var(--animate-spin)`),
      // which Beasties cannot follow; all of them are ~1 KB.
      keyframes: "all",
      // A selector that starts with a pseudo-class or element (`:where(.space-y-3>…)`,
      // `:is(:where(.group):hover …)`, `::placeholder`) is matched by Beasties with its
      // pseudo parts taken out, which leaves nothing to match: such rules are kept (~3 KB).
      allowRules: [/^:/],
      inlineFonts: true,
      logLevel: "silent",
    });
    beastiesFor.set(dir, instance);
  }
  return instance;
}

/**
 * The rules of `stylesheets` that apply to `markup` rendered in #root (Beasties matches every
 * selector against it, with states such as :hover and media queries kept for what it holds;
 * :root variables and the cascade layers' order always kept). Throws when a stylesheet is
 * missing, so the page keeps the whole of it instead.
 */
export async function criticalCss(markup: string, stylesheets: PageStylesheets): Promise<string> {
  const { dir, hrefs } = stylesheets;
  for (const href of hrefs) {
    if (!existsSync(join(dir, href))) throw new Error(`stylesheet ${href} is not in ${dir}`);
  }
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const root = rawAttributeValues(markup);
  const page = `<!doctype html><html><head>${links}</head><body><div id="root">${root}</div></body></html>`;
  const processed = await beasties(dir).process(page);
  return [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
}

const ENTITY = /&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|apos));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", apos: "'" };

/**
 * React's markup with its attribute values unescaped (all but `&quot;`, which would end the
 * value): Beasties reads the HTML without decoding entities, so a class such as
 * `[&_svg]:size-4` (`[&amp;_svg]:size-4` in the HTML) would match no selector and its rules
 * be left out. React escapes `"` in text too, so a quoted value is always an attribute's.
 */
function rawAttributeValues(markup: string): string {
  return markup.replace(/="([^"]*)"/g, (attribute, value: string) =>
    value.includes("&")
      ? `="${value.replace(ENTITY, (entity, hex?: string, decimal?: string, name?: string) => {
          const code = hex ? Number.parseInt(hex, 16) : decimal ? Number(decimal) : undefined;
          if (code === undefined) return NAMED[name?.toLowerCase() ?? ""] ?? entity;
          return code === 34 || code > 0x10ffff ? entity : String.fromCodePoint(code);
        })}"`
      : attribute,
  );
}
