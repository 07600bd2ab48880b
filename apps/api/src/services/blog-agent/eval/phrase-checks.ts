import { type BlogPost, blogContentTypes } from "@repo/schemas";
import type { BriefCase } from "./briefs";
import { type CheckResult, fail, ok } from "./check-result";
import { plainText, words } from "./text";

/** Checks of a draft's wording against its brief: phrases cut short, names lower-cased. */

/**
 * A topic phrase cut after its preposition ("answering phone orders during: what it is", "a
 * guide to X during for restaurant owners"): a preposition followed by a second one, a colon or
 * a question mark.
 */
const CUT_PHRASE =
  /\b(during|with|without|about|regarding|before|after|through|within|of|for|from|at|by|into|while)(?:\s+(?:for|to|of|with|by|at|during|from)(?![\w-])|\s*[:?])/i;

const STOPS = new Set(
  "a an the and or but of to in on at by for with from as via into per during while before after through within without about that who which so".split(
    " ",
  ),
);

/**
 * A noun phrase of the brief cut short in the excerpt: "setting up an AI, from …" for the
 * brief's "an AI receptionist". Phrases start at an article and run to the next function word.
 */
function cutNounPhrase(brief: string, excerpt: string): string | null {
  const b = brief
    .toLowerCase()
    .split(/([.,;:!?])|\s+/)
    .filter(Boolean);
  const e = ` ${excerpt.toLowerCase().replace(/([.,;:!?])/g, " $1 ")} `;
  for (let i = 0; i < b.length; i++) {
    if (!/^(a|an|the)$/.test(b[i] ?? "")) continue;
    let j = i + 1;
    while (j < b.length && !STOPS.has(b[j] ?? "") && !/^[.,;:!?]$/.test(b[j] ?? "")) j++;
    if (j - i < 3) continue;
    const whole = b.slice(i, j).join(" ");
    for (let k = i + 2; k < j; k++) {
      const head = b.slice(i, k).join(" ");
      const cut = new RegExp(
        ` ${head.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:[.,;:!?]|${[...STOPS].join("|")}) `,
      );
      if (cut.test(e) && !e.includes(` ${whole} `)) return `${head} (of "${whole}")`;
    }
  }
  return null;
}

export function phrasing(p: BlogPost, brief = ""): CheckResult {
  const cut = cutNounPhrase(brief, p.excerpt);
  if (cut) return fail(`a phrase of the brief cut short in the excerpt: "${cut}"`);
  const parts: Array<[string, string]> = [
    ["excerpt", p.excerpt],
    ["SEO description", p.seoDescription ?? ""],
    ["body", plainText(p.content)],
  ];
  for (const [where, text] of parts) {
    const m = CUT_PHRASE.exec(text);
    if (m) {
      const at = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 10);
      return fail(`a phrase cut short in the ${where}: "…${at}…"`);
    }
  }
  return ok();
}

/**
 * Names the owner capitalised in a brief written in sentence case ("Google Business Profile",
 * "Clio"): the excerpt and body must not lower-case them. A name is a run of capitalised words
 * after a sentence's first word; format names and title-cased briefs say nothing.
 */
export function names(c: BriefCase, p: BlogPost): CheckResult {
  const sentences = c.brief.split(/(?<=[.!?:;])\s+/).map((s) => words(s).slice(1));
  const capital = (w: string) => /^\p{Lu}/u.test(w) && w !== "AI";
  const all = sentences.flat();
  if (all.filter(capital).length * 2 >= all.length) return ok();
  const runs = sentences.flatMap((ws) =>
    ws
      .map((w) => (capital(w) ? w : "|"))
      .join(" ")
      .split(/\s*\|\s*/)
      .filter(Boolean),
  );
  const formats = blogContentTypes.join(" ").toLowerCase();
  for (const name of runs.filter((r) => !formats.includes(r.toLowerCase()))) {
    for (const [where, text] of [
      ["excerpt", p.excerpt],
      ["body", plainText(p.content)],
    ] as const) {
      const at = text.indexOf(name.toLowerCase());
      if (at >= 0 && !/[\p{L}\p{N}]/u.test(text.charAt(at - 1) || " "))
        return fail(
          `"${name}" lower-cased in the ${where}: "…${text.slice(Math.max(0, at - 30), at + 30)}…"`,
        );
    }
  }
  return ok();
}
