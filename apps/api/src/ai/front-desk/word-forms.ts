/** The forms a word is indexed and searched by: folded (plural, accents) and stemmed. */
import { stemmer } from "stemmer";
import { RecentCache } from "../../lib/recent-cache";

/** Words the stemmer would merge with another meaning ("customer" with "custom"). */
const WHOLE = new Set([
  "customer",
  "general",
  "organization",
  "university",
  "news",
  "accountant",
  "accounting",
]);

/** Lower-case, strip accents and possessives, and fold simple plural endings. */
export function normalise(term: string): string {
  let t = term
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]s$/, "");
  if (t.length > 4 && t.endsWith("ies")) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && /(ch|sh|x|ss)es$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith("s") && !/(ss|us|is)$/.test(t)) t = t.slice(0, -1);
  return t;
}

/**
 * Irregular verbs, time adjectives and nouns made from a short verb, which no stemmer relates to
 * their root ("sent" → "send", "payment" → "pay").
 */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  `sent:send kept:keep paid:pay sold:sell told:tell bought:buy made:make got:get gotten:get
  gave:give given:give took:take taken:take built:build held:hold went:go gone:go ran:run
  spent:spend lost:lose left:leave found:find brought:bring thought:think meant:mean
  chose:choose chosen:choose knew:know known:know shown:show
  saw:see seen:see broke:break broken:break stole:steal stolen:steal hid:hide hidden:hide
  daily:day weekly:week monthly:month yearly:year hourly:hour quarterly:quarter annual:year
  annually:year felt:feel dealt:deal taught:teach caught:catch won:win said:say began:begin begun:begin payment:pay fed:feed`
    .split(/\s+/)
    .map((pair) => pair.split(":") as [string, string]),
);

/**
 * A word as indexed and searched: its folded form and its stem ("charging", "charg"), so
 * "charge" finds "charging" and a misspelling is still corrected against whole words.
 */
export function termForms(term: string): string[] {
  return analysed.get(term, formsOf);
}

/** Words already analysed (visitors' words repeat: each is stemmed once). */
const analysed = new RecentCache<string[]>(5000);

function formsOf(term: string): string[] {
  const folded = normalise(term);
  if (!/^[a-z]+$/.test(folded) || WHOLE.has(folded)) return [folded];
  // The doer is found by the deed: "predictor" by "predict", "competitor" by "competition".
  const doer = folded.length > 6 && folded.endsWith("or") ? [stemmer(folded.slice(0, -2))] : [];
  const lemma = IRREGULAR.get(folded);
  return [...new Set([folded, stemmer(lemma ?? folded), ...doer])];
}

/** The stem of a word ("charging" → "charg"), or the folded word where stemming would mislead. */
export function stemOf(term: string): string {
  const forms = termForms(term);
  return forms[1] ?? forms[0] ?? term;
}
