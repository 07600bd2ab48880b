import { type BlogPost, blogContentTypes } from "@repo/schemas";
import type { BriefCase, Industry } from "./briefs";
import { type CheckResult, fail, ok } from "./check-result";
import { names, phrasing } from "./phrase-checks";
import { has, isTitleCase, plainText, sentences, words } from "./text";

export type { CheckResult };

/** One finished conversation: the agent's questions, then the draft it created (or none). */
export interface Outcome {
  /** Agent replies that asked for more (needsMoreInfo). */
  questions: string[];
  post: (BlogPost & { internalNotes?: string }) | null;
}

export type CheckName =
  | "conversation"
  | "title"
  | "slug"
  | "excerpt"
  | "structure"
  | "industry"
  | "length"
  | "seo"
  | "tags"
  | "clean body"
  | "phrasing"
  | "names"
  | "notes";

/** Words from a brief or an internal note that must never reach a published post. */
const INSTRUCTION =
  /\b(please|proceed|research it|audience:|format:|tone:|length:|keywords?:|note for you|keep it (short|friendly|neutral|warm)|i'd like|i want|can you|blog post|blog idea|write (a|something)|starting draft|no language model|built-in (blog )?agent|this section should|add two or three|before publishing|questions to answer|lorem|todo|\[insert)/i;

/** A phrase that stops on a word needing more after it. */
const DANGLING = /\b(a|an|the|and|or|of|to|in|on|at|by|for|with|from|about|regarding)$/i;

const OTHER_INDUSTRY_MARKERS: Record<Exclude<Industry, null>, RegExp> = {
  "Medical practices": /\b(patients?|dental|dentists?|clinics?|canyon creek|physicians?)\b/i,
  Restaurants: /\b(restaurants?|diners|menus?|chefs?|bistros?|cafes?)\b/i,
  "Law firms": /\b(law firms?|attorneys?|lawyers?)\b/i,
  Contractors: /\b(contractors?|plumb(er|ers|ing)|roofers?|hvac|job sites?)\b/i,
  Retail: /\b(retail(ers?)?|shoppers?|in-store|storefronts?)\b/i,
  "E-commerce": /\b(e-?commerce|online stores?|abandoned carts?)\b/i,
  Manufacturing: /\b(manufactur\w*|factory|factories|production lines?)\b/i,
  "Real estate": /\b(real estate|realtors?|property managers?|tenants?|brokers?)\b/i,
  "Professional services": /\b(accountants?|accounting firms?|consultanc(y|ies))\b/i,
};
/** Industries whose words fit each other's posts. */
const NEIGHBOURS: Partial<Record<Exclude<Industry, null>, Exclude<Industry, null>[]>> = {
  Retail: ["E-commerce"],
  "E-commerce": ["Retail"],
};

const first = (...results: CheckResult[]) => results.find((r) => !r.pass) ?? ok();

function conversation(c: BriefCase, o: Outcome): CheckResult {
  if (!o.post) return fail(`no draft after ${o.questions.length} questions`);
  if (c.complete && o.questions.length > 0) return fail("asked although the brief was complete");
  const seen = new Set<string>();
  for (const q of o.questions) {
    const key = q.replace(/\s+/g, " ").trim();
    if (seen.has(key)) return fail("repeated the same question");
    seen.add(key);
    const said = q.match(/\b(one|two|three|four|five) (quick )?questions?\b/i)?.[1]?.toLowerCase();
    const asked = (q.match(/\?/g) ?? []).length;
    const number = said ? ["one", "two", "three", "four", "five"].indexOf(said) + 1 : null;
    const listed = q.split("\n").filter((l) => /^\s*([-*]|\d+\.)\s.*\?/.test(l)).length;
    if (number && listed !== number) return fail(`said ${said} questions, listed ${listed}`);
    if (asked === 0) return fail("asked nothing it could be answered on");
  }
  return ok();
}

function title(c: BriefCase, p: BlogPost): CheckResult {
  const t = p.title;
  return first(
    t.length <= 70 ? ok() : fail(`title is ${t.length} characters`),
    isTitleCase(t) ? ok() : fail(`not title case: ${t}`),
    has(t, c.topicWords) ? ok() : fail(`does not name the topic: ${t}`),
    INSTRUCTION.test(t) ? fail(`instruction words in the title: ${t}`) : ok(),
    /[.…]$/.test(t) ? fail("title ends like a cut sentence") : ok(),
    /^(for|about|on|regarding|to)\b/i.test(t) ? fail(`title opens like a brief: ${t}`) : ok(),
  );
}

function slug(p: BlogPost, slugify: (s: string) => string): CheckResult {
  return first(
    p.slug.length <= 60 ? ok() : fail(`slug is ${p.slug.length} characters`),
    slugify(p.title).startsWith(p.slug.replace(/-\d+$/, "")) ? ok() : fail("slug not from title"),
  );
}

/** Whether the excerpt repeats six or more words of the brief in a row. */
function copiesBrief(excerpt: string, brief: string): boolean {
  const b = words(brief.toLowerCase()).join(" ");
  const e = words(excerpt.toLowerCase());
  for (let i = 0; i + 6 <= e.length; i++) if (b.includes(e.slice(i, i + 6).join(" "))) return true;
  return false;
}

function excerpt(c: BriefCase, p: BlogPost): CheckResult {
  const e = p.excerpt.trim();
  const n = sentences(e).length;
  return first(
    e.length > 0 && e.length <= 160 ? ok() : fail(`excerpt is ${e.length} characters`),
    n >= 1 && n <= 2 ? ok() : fail(`excerpt has ${n} sentences`),
    /^[A-Z0-9"“]/.test(e) && /[.!?]$/.test(e) ? ok() : fail(`not a sentence: ${e}`),
    /\bai\b|…|\s{2}|\b(its|your|their|our|my)ing\b/.test(e) ? fail(`ungrammatical: ${e}`) : ok(),
    INSTRUCTION.test(e) ? fail(`instruction words: ${e}`) : ok(),
    copiesBrief(e, c.brief) ? fail(`repeats the brief: ${e}`) : ok(),
  );
}

const headings = (md: string, level: 2 | 3 | "2-3") =>
  md
    .split("\n")
    .filter((l) => (level === "2-3" ? /^#{2,3}\s/.test(l) : new RegExp(`^#{${level}}\\s`).test(l)))
    .map((l) => l.replace(/^#+\s*/, ""));

function structure(c: BriefCase, p: BlogPost): CheckResult {
  if (p.contentType !== c.contentType) return fail(`content type ${p.contentType}`);
  const body = p.content;
  const h2 = headings(body, 2);
  const h = headings(body, "2-3").join("\n");
  const h1 = body.split("\n").filter((l) => /^#\s/.test(l));
  if (h1.some((l) => l.replace(/^#\s*/, "").trim() !== p.title)) return fail("a second H1");
  switch (c.contentType) {
    case "Quick Tips": {
      const tips = headings(body, "2-3").filter((l) => /^(tip\s*)?\d+[.:)]/i.test(l)).length;
      return tips >= 5 ? ok() : fail(`${tips} numbered tips`);
    }
    case "Step-by-Step Guide": {
      const steps = headings(body, "2-3").filter((l) => /^(step\s*)?\d+[.:)]?\s/i.test(l)).length;
      return steps >= 4 ? ok() : fail(`${steps} numbered steps`);
    }
    case "Case Study":
      return first(
        /situation|challenge|background|starting point/i.test(h) ? ok() : fail("no situation"),
        /approach|solution|what (we|they) (did|built|changed)/i.test(h)
          ? ok()
          : fail("no approach"),
        /result|outcome|impact/i.test(h) ? ok() : fail("no result"),
      );
    case "In-Depth Explainer":
      return h2.length >= 4 ? ok() : fail(`${h2.length} sections`);
    case "Market Watch":
      return first(
        h2.length >= 3 ? ok() : fail(`${h2.length} sections`),
        /trend|shift|chang|watch|outlook|what it means|moving|signal/i.test(h)
          ? ok()
          : fail("no round-up headings"),
      );
  }
}

function industry(c: BriefCase, p: BlogPost): CheckResult {
  const text = `${p.title}\n${p.excerpt}\n${p.content}\n${p.tags.join("\n")}`;
  if (!has(text, c.audienceWords)) return fail("does not speak to its readers");
  for (const re of c.forbid ?? []) if (re.test(text)) return fail(`ignores the brief: ${re}`);
  if (!c.industry)
    return /canyon creek/i.test(text) ? fail("a client story in a general post") : ok();
  for (const [other, re] of Object.entries(OTHER_INDUSTRY_MARKERS)) {
    if (other === c.industry || NEIGHBOURS[c.industry]?.includes(other as never)) continue;
    const m = text.match(re);
    if (m) return fail(`${other} content in a ${c.industry} post: "${m[0]}"`);
  }
  return ok();
}

function length(p: BlogPost): CheckResult {
  const n = words(plainText(p.content)).length;
  return n >= 600 && n <= 1200 ? ok() : fail(`${n} words`);
}

function seo(p: BlogPost): CheckResult {
  const kw = p.primaryKeyword ?? "";
  const d = p.seoDescription ?? "";
  return first(
    p.seoTitle && p.seoTitle.length <= 60 && !/…$/.test(p.seoTitle)
      ? ok()
      : fail(`seo title: ${p.seoTitle}`),
    !INSTRUCTION.test(p.seoTitle ?? "") ? ok() : fail("instruction words in the SEO title"),
    DANGLING.test(p.seoTitle ?? "") ? fail(`SEO title cut mid-phrase: ${p.seoTitle}`) : ok(),
    d.length >= 70 && d.length <= 155 && /[.!?]$/.test(d) && !INSTRUCTION.test(d)
      ? ok()
      : fail(`seo description: ${d}`),
    kw && words(kw).length <= 5 && !INSTRUCTION.test(kw) ? ok() : fail(`primary keyword: ${kw}`),
    // "hair salons about": a phrase cut from the brief, not something a reader searches for.
    DANGLING.test(kw) ? fail(`primary keyword ends mid-phrase: ${kw}`) : ok(),
    kw && `${p.title} ${p.content}`.toLowerCase().includes(kw.toLowerCase())
      ? ok()
      : fail(`primary keyword "${kw}" not used in the post`),
  );
}

function tags(p: BlogPost): CheckResult {
  if (p.tags.length < 2 || p.tags.length > 8) return fail(`${p.tags.length} tags`);
  for (const tag of p.tags) {
    if (words(tag).length > 4) return fail(`tag is a phrase: ${tag}`);
    if (INSTRUCTION.test(tag)) return fail(`instruction tag: ${tag}`);
    if (/canyon creek|success story/i.test(tag)) return fail(`testimonial tag: ${tag}`);
    if (blogContentTypes.some((t) => t.toLowerCase() === tag.toLowerCase()))
      return fail(`format as tag: ${tag}`);
  }
  return ok();
}

function cleanBody(p: BlogPost): CheckResult {
  const m = p.content.match(INSTRUCTION);
  return m ? fail(`"${m[0]}" in the public body`) : ok();
}

function notes(p: BlogPost & { internalNotes?: string }): CheckResult {
  const n = p.internalNotes?.trim() ?? "";
  if (!n) return fail("no internal notes for the owner");
  return p.content.includes(n.slice(0, 40)) ? fail("notes copied into the body") : ok();
}

/** Every check of one outcome; a missing draft fails them all. */
export function checkOutcome(
  c: BriefCase,
  o: Outcome,
  slugify: (s: string) => string,
): Record<CheckName, CheckResult> {
  const convo = conversation(c, o);
  const p = o.post;
  if (!p) {
    const none = fail("no draft");
    return {
      conversation: convo,
      title: none,
      slug: none,
      excerpt: none,
      structure: none,
      industry: none,
      length: none,
      seo: none,
      tags: none,
      "clean body": none,
      phrasing: none,
      names: none,
      notes: none,
    };
  }
  return {
    conversation: convo,
    title: title(c, p),
    slug: slug(p, slugify),
    excerpt: excerpt(c, p),
    structure: structure(c, p),
    industry: industry(c, p),
    length: length(p),
    seo: seo(p),
    tags: tags(p),
    "clean body": cleanBody(p),
    phrasing: phrasing(p, c.brief),
    names: names(c, p),
    notes: notes(p),
  };
}
