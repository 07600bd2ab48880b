/**
 * Builds what the front desk otherwise builds on the first message it reads: the dictionary's
 * words and its speller (~0.2–0.4 s of CPU), the table of every pattern's cues and the brand's
 * fact index. A server calls it once before it takes requests, so the first visitor does not
 * wait for it; each is built once per process, so a second call costs nothing.
 */
import type { Brand } from "@repo/site-content";
import { englishWords } from "./front-desk/english-words";
import { cuedPatterns } from "./front-desk/message-cues";
import { nearEnglish } from "./front-desk/spelling";
import { factIndexFor } from "./responder";

export function prepareFrontDesk(brand: Brand): void {
  englishWords();
  // Asking the speller once makes it (over the words just built).
  nearEnglish("");
  // Reading a text builds the table every pattern's cues share (all are known once loaded).
  cuedPatterns()[0]?.mayMatch("");
  factIndexFor(brand);
}
