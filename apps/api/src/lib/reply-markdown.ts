/**
 * The markdown an assistant reply may carry. A model that does what a visitor asks can repeat
 * the visitor's `![t](https://attacker.example/pixel.png)`, a link elsewhere or raw HTML; the
 * reply is cleaned before it is streamed and stored: images become their alt text, links stay
 * links only to this site or its booking page (others keep just their text), `<` is escaped
 * (no HTML, no autolinks) and every other `[` is escaped, so a reference definition or any
 * bracket this scanner did not turn into an allowed link is plain text wherever it is rendered.
 */
import type { Brand } from "@repo/site-content";

/** Whether a link destination may stay a link. */
export type LinkPolicy = (url: string) => boolean;

type LinkBrand = Pick<Brand, "siteUrl" | "bookingUrl" | "email">;

/**
 * The policy made for each brand, with the addresses it was made from: every answer and every
 * stored exchange asks for it, and making it parses two URLs (~0.5 µs).
 */
const policies = new WeakMap<LinkBrand, LinkBrand & { policy: LinkPolicy }>();

/** Links to this site (relative, or SITE_URL's origin), its booking page and its own mailbox. */
export function siteLinkPolicy(brand: LinkBrand): LinkPolicy {
  const { siteUrl, bookingUrl, email } = brand;
  const kept = policies.get(brand);
  if (kept?.siteUrl === siteUrl && kept.bookingUrl === bookingUrl && kept.email === email)
    return kept.policy;
  const policy = linkPolicy(brand);
  policies.set(brand, { siteUrl, bookingUrl, email, policy });
  return policy;
}

function linkPolicy(brand: LinkBrand): LinkPolicy {
  const site = originOf(brand.siteUrl);
  const booking = parse(brand.bookingUrl);
  const mailbox = `mailto:${brand.email}`.toLowerCase();
  return (url) => {
    // Nothing a reconstructed `[text](url)` could be broken out of.
    if (!url || /[\s()<>\\]/.test(url)) return false;
    if (url.startsWith("#")) return true;
    if (url.startsWith("/")) return !url.startsWith("//");
    if (/^mailto:/i.test(url)) return url.split("?")[0]?.toLowerCase() === mailbox;
    const target = parse(url);
    if (!target || !/^https?:$/.test(target.protocol)) return false;
    if (site && target.origin === site) return true;
    return Boolean(
      booking &&
        target.origin === booking.origin &&
        target.pathname.startsWith(booking.pathname.replace(/\/+$/, "")),
    );
  };
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const originOf = (url: string) => parse(url)?.origin ?? null;

/** Cleans a whole reply. */
export function cleanReplyMarkdown(text: string, allowed: LinkPolicy): string {
  return scan(text, allowed, true).out;
}

/**
 * Cleans a reply arriving in pieces: `push` returns the cleaned text that is certain so far (an
 * unfinished `[…](…` is held until it is complete), `end` the rest. The pieces joined equal
 * `cleanReplyMarkdown` of the whole.
 */
export function replyMarkdownStream(allowed: LinkPolicy) {
  let pending = "";
  return {
    push(piece: string): string {
      pending += piece;
      const { out, consumed } = scan(pending, allowed, false);
      pending = pending.slice(consumed);
      return out;
    },
    end(): string {
      const { out } = scan(pending, allowed, true);
      pending = "";
      return out;
    },
  };
}

interface Scanned {
  out: string;
  /** Characters of the input turned into `out`; the rest waits for more text (not final). */
  consumed: number;
}

type Bracket =
  | { kind: "incomplete" }
  | { kind: "text" }
  | { kind: "link"; label: string; url: string; end: number };

/** `final`: no more text follows, so an unfinished construct is read as plain text. */
function scan(text: string, allowed: LinkPolicy, final: boolean): Scanned {
  let out = "";
  let i = 0;
  const stop = (): Scanned => ({ out, consumed: i });
  while (i < text.length) {
    const c = text[i];
    if (c === "\\") {
      if (i + 1 >= text.length && !final) return stop();
      out += text.slice(i, i + 2);
      i += 2;
    } else if (c === "<") {
      out += "\\<";
      i += 1;
    } else if (c === "!" || c === "[") {
      const image = c === "!";
      if (image && text[i + 1] !== "[") {
        if (i + 1 >= text.length && !final) return stop();
        out += "!";
        i += 1;
        continue;
      }
      const open = image ? i + 1 : i;
      const bracket = readBracket(text, open, final);
      if (bracket.kind === "incomplete") return stop();
      if (bracket.kind === "text") {
        out += image ? "!\\[" : "\\[";
        i = open + 1;
        continue;
      }
      const label = scan(bracket.label, allowed, true).out;
      if (image) out += label;
      else out += allowed(bracket.url) ? `[${label}](${bracket.url})` : label;
      i = bracket.end;
    } else {
      // Plain text up to the next character that may start a construct is copied in one go.
      SPECIAL.lastIndex = i;
      const next = SPECIAL.exec(text)?.index ?? text.length;
      out += text.slice(i, next);
      i = next;
    }
  }
  return stop();
}

/** The characters `scan` treats specially: an escape, raw HTML, an image or a link. */
const SPECIAL = /[\\<![]/g;

/** From `[` at `open`: an inline link `[label](url "title")`, or plain text (anything else). */
function readBracket(text: string, open: number, final: boolean): Bracket {
  const more: Bracket = final ? { kind: "text" } : { kind: "incomplete" };
  const close = matching(text, open + 1, "[", "]");
  if (close === null) return more;
  if (close < 0) return { kind: "text" };
  if (close + 1 >= text.length) return more;
  if (text[close + 1] !== "(") return { kind: "text" };
  const end = matching(text, close + 2, "(", ")");
  if (end === null) return more;
  if (end < 0) return { kind: "text" };
  const destination = text.slice(close + 2, end).trim();
  // `<url>` or `url "title"`: the title is dropped.
  const url = destination.startsWith("<")
    ? destination.slice(1).split(">")[0]
    : destination.split(/\s/)[0];
  return { kind: "link", label: text.slice(open + 1, close), url: url ?? "", end: end + 1 };
}

/**
 * The index of the bracket closing one already open before `from` (nested pairs and escapes
 * skipped); -1 when a blank line ends the paragraph first, null when the text ends first.
 */
function matching(text: string, from: number, opener: string, closer: string): number | null {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i += 1;
    else if (c === opener) depth += 1;
    else if (c === closer && --depth === 0) return i;
    else if (c === "\n" && /^\n[ \t]*\n/.test(text.slice(i))) return -1;
  }
  return null;
}
