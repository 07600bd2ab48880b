import { defaultBrand } from "@repo/site-content";
import { factIndexFor } from "/work/wt-1/apps/api/src/ai/responder";
import { contentWords } from "/work/wt-1/apps/api/src/ai/front-desk/fact-index";
const index = factIndexFor(defaultBrand);
for (const q of process.argv.slice(2)) {
  console.log("Q:", q, "| words:", contentWords(q).join(","));
  for (const h of index.search(q, 6)) console.log(`   ${h.fact.id.padEnd(40)} cov=${h.coverage.toFixed(2)} w=${h.words} d=${h.direct} s=${h.score.toFixed(1)} [${h.directWords}]`);
}
