/** Reading a draft's text for the evaluation's checks: its words, sentences and title case. */

const MINOR = new Set(
  "a an the and or but nor of to in on at by for with from as vs via into per".split(" "),
);

export const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
export const has = (text: string, stems: string[]) =>
  stems.some((s) => text.toLowerCase().includes(s.toLowerCase()));
export const sentences = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .filter(Boolean);

/** Markdown to plain text, for counting the words a reader reads. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`]/g, "");
}

/** Major words capitalised, minor ones lower-case except first and after a colon or dash. */
export function isTitleCase(title: string): boolean {
  return title.split(/[:—–]\s*/).every((part) =>
    words(part).every((w, i) => {
      const lead = w.charAt(0);
      if (!/\p{L}/u.test(lead)) return true;
      if (i > 0 && MINOR.has(w.toLowerCase())) return w === w.toLowerCase();
      return lead === lead.toUpperCase();
    }),
  );
}
