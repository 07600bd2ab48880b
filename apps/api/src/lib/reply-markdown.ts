/**
 * The markdown an assistant reply may carry. A model that does what a visitor asks can repeat
 * the visitor's `![t](https://attacker.example/pixel.png)`, a link elsewhere or raw HTML; the
 * reply is cleaned before it is streamed and stored: images become their alt text, links stay
 * links only to this site or its booking page (others keep just their text), `<` is escaped
 * (no HTML, no autolinks) and every other `[` is escaped, so a reference definition or any
 * bracket this scanner did not turn into an allowed link is plain text wherever it is rendered.
 */
import type { Brand } from "@repo/site-content";
import { RecentCache } from "./recent-cache";

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
  // Answers link the same few addresses again and again, and an absolute one is parsed as a
  // URL (~0.5 µs): the verdict on each is kept (bounded; it depends on the address only).
  const verdicts = new RecentCache<boolean>(VERDICTS_KEPT);
  const absolute = (url: string): boolean => {
    const target = parse(url);
    if (!target || !/^https?:$/.test(target.protocol)) return false;
    if (site && target.origin === site) return true;
    return Boolean(
      booking &&
        target.origin === booking.origin &&
        target.pathname.startsWith(booking.pathname.replace(/\/+$/, "")),
    );
  };
  return (url) => {
    // Nothing a reconstructed `[text](url)` could be broken out of.
    if (!url || /[\s()<>\\]/.test(url)) return false;
    if (url.startsWith("#")) return true;
    if (url.startsWith("/")) return !url.startsWith("//");
    if (/^mailto:/i.test(url)) return url.split("?")[0]?.toLowerCase() === mailbox;
    return url.length <= VERDICT_URL_LENGTH ? verdicts.get(url, absolute) : absolute(url);
  };
}

/** How many link destinations a policy keeps its verdict on, and how long one may be. */
export const VERDICTS_KEPT = 512;
const VERDICT_URL_LENGTH = 256;

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
  | {
      kind: "link";
      label: string;
      url: string;
      end: number;
      /** The parentheses hold the URL alone (no blanks, no title, no `<…>`). */
      bare: boolean;
    };

const BACKSLASH = 92;
const LESS_THAN = 60;
const BANG = 33;
const OPEN_BRACKET = 91;

/**
 * `final`: no more text follows, so an unfinished construct is read as plain text. The output is
 * the input but for what cleaning changes: a stretch left as it is is copied when a change (or
 * the end) comes, so a reply with nothing to clean (every built-in one) is not rebuilt.
 */
function scan(text: string, allowed: LinkPolicy, final: boolean): Scanned {
  let out = "";
  // Where the input not yet copied to `out` starts.
  let from = 0;
  let i = 0;
  const stop = (): Scanned => ({
    out: from === 0 ? text.slice(0, i) : out + text.slice(from, i),
    consumed: i,
  });
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) {
      // An escape and the character it escapes stay as they are.
      if (i + 1 >= text.length && !final) return stop();
      i += 2;
    } else if (c === LESS_THAN) {
      out += `${text.slice(from, i)}\\<`;
      i += 1;
      from = i;
    } else if (c === BANG || c === OPEN_BRACKET) {
      const image = c === BANG;
      if (image && text.charCodeAt(i + 1) !== OPEN_BRACKET) {
        if (i + 1 >= text.length && !final) return stop();
        i += 1;
        continue;
      }
      const open = image ? i + 1 : i;
      const bracket = readBracket(text, open, final);
      if (bracket.kind === "incomplete") return stop();
      if (bracket.kind === "text") {
        out += text.slice(from, i) + (image ? "!\\[" : "\\[");
        i = open + 1;
        from = i;
        continue;
      }
      const label = scan(bracket.label, allowed, true).out;
      const link = !image && allowed(bracket.url);
      // An allowed link whose label and parentheses need nothing cleaned stays as written.
      if (!link || label !== bracket.label || !bracket.bare) {
        out += text.slice(from, i) + (link ? `[${label}](${bracket.url})` : label);
        from = bracket.end;
      }
      i = bracket.end;
    } else {
      // Plain text up to the next character that may start a construct (found natively).
      SPECIAL.lastIndex = i;
      i = SPECIAL.exec(text)?.index ?? text.length;
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
  const inside = text.slice(close + 2, end);
  const destination = inside.trim();
  // `<url>` or `url "title"`: the title is dropped.
  const blank = destination.search(/\s/);
  const url =
    (destination.startsWith("<")
      ? destination.slice(1).split(">")[0]
      : blank < 0
        ? destination
        : destination.slice(0, blank)) ?? "";
  const label = text.slice(open + 1, close);
  return { kind: "link", label, url, end: end + 1, bare: url === inside };
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
