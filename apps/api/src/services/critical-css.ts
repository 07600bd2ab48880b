/**
 * The rules of the web build's stylesheets that a page's markup uses, for its prerendered
 * HTML to paint from alone, and the rest of them, which /boot.js loads after the first paint.
 * Run in the render thread (render-worker.ts): the CSS and HTML parsers stay out of the
 * server's own heap.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";

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

/** A page's stylesheets split in two: the rules its markup uses, and the others. */
export interface SplitCss {
  inline: string;
  rest: string;
}

/**
 * The rules of `stylesheets` that apply to `markup` rendered in #root (Beasties matches every
 * selector against it, with states such as :hover and media queries kept for what it holds;
 * :root variables and the cascade layers' order always kept), and the rest. Throws when a
 * stylesheet is missing, so the page keeps the whole of it instead.
 */
export async function criticalCss(markup: string, stylesheets: PageStylesheets): Promise<SplitCss> {
  const { dir, hrefs } = stylesheets;
  for (const href of hrefs) {
    if (!existsSync(join(dir, href))) throw new Error(`stylesheet ${href} is not in ${dir}`);
  }
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const root = rawAttributeValues(markup);
  const page = `<!doctype html><html><head>${links}</head><body><div id="root">${root}</div></body></html>`;
  const processed = await beasties(dir).process(page);
  const inline = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const whole = hrefs.map((href) => readFileSync(join(dir, href), "utf8")).join("\n");
  return { inline, rest: restOf(whole, inline) };
}

/** Where a rule sits: its enclosing at-rules and rules, outermost first. */
function contextOf(node: ChildNode): string {
  const parts: string[] = [];
  for (let p = node.parent as AtRule | Rule | undefined; p; p = p.parent as typeof p) {
    if (p.type === "atrule") parts.push(`@${p.name} ${p.params}`);
    else if (p.type === "rule") parts.push(p.selector);
  }
  return parts.reverse().join("|");
}

const inKeyframes = (node: ChildNode) => contextOf(node).includes("keyframes ");
/** An at-rule with no rules inside (@property, @keyframes, a @layer statement): kept whole. */
const isLeafAtRule = (rule: AtRule) =>
  rule.name.endsWith("keyframes") ||
  !rule.nodes?.some((child) => child.type === "rule" || child.type === "atrule");

/**
 * `whole` without what `inline` holds, selector by selector (Beasties keeps the matching ones
 * of a rule's selector list): the sheet loaded after the first paint then holds only rules for
 * what the page does not show yet, and adding it restyles next to nothing (measured in
 * Chromium at 4× CPU: 3–38 ms, against 210–260 ms for the whole stylesheet again).
 */
function restOf(whole: string, inline: string): string {
  const inlined = new Set<string>();
  const ruleKeys = (rule: Rule) => {
    const body = rule.nodes.map(String).join(";");
    return rule.selectors.map((selector) => `${contextOf(rule)}|${selector}{${body}}`);
  };
  const critical = postcss.parse(inline);
  critical.walkRules((rule) => {
    if (!inKeyframes(rule)) for (const key of ruleKeys(rule)) inlined.add(key);
  });
  critical.walkAtRules((rule) => {
    if (isLeafAtRule(rule)) inlined.add(`${contextOf(rule)}|${rule}`);
  });
  const rest = postcss.parse(whole);
  rest.walkComments((comment) => {
    comment.remove();
  });
  rest.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const keys = ruleKeys(rule);
    const left = rule.selectors.filter((_, i) => !inlined.has(keys[i] ?? ""));
    if (!left.length) rule.remove();
    else rule.selectors = left;
  });
  rest.walkAtRules((rule) => {
    if (isLeafAtRule(rule) && inlined.has(`${contextOf(rule)}|${rule}`)) rule.remove();
  });
  // At-rules left empty go too (innermost first: walking again until none is left).
  for (let emptied = true; emptied; ) {
    emptied = false;
    rest.walkAtRules((rule) => {
      if (rule.nodes?.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return rest.toString();
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
