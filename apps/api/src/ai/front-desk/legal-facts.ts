/**
 * The terms and the privacy policy as facts: one per section, and one per paragraph or list
 * item of a longer section, so a question about one figure gets that figure's sentence.
 */
import type { terms } from "@repo/site-content";
import type { Fact } from "./facts";
import { LEGAL_KEYS } from "./vocabulary";

type LegalDoc = typeof terms;

export function legalFacts(doc: LegalDoc, path: string, prefix: string): Fact[] {
  // The document itself ("do you have a privacy policy?"): where it is and what it covers, so
  // a question naming only the document is not answered by whichever clause repeats its name.
  const document: Fact = {
    id: prefix,
    kind: "legal",
    title: doc.title,
    answer: `Yes: our [${doc.title}](${path}) covers ${doc.sections.map((s) => s.title.toLowerCase()).join(", ")}.`,
    keys: `${doc.title} have read where find document`,
    url: path,
  };
  return [document, ...sectionFacts(doc, path, prefix)];
}

function sectionFacts(doc: LegalDoc, path: string, prefix: string): Fact[] {
  return doc.sections.flatMap((section) => {
    const items = section.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items));
    const heading = `${doc.title}, ${section.title}`;
    const whole: Fact = {
      id: `${prefix}-${section.id}`,
      kind: "legal",
      title: heading,
      // One line per paragraph or item: a list's words in different lines do not add up.
      answer: items.join("\n"),
      keys: `${section.title} ${doc.title} ${LEGAL_KEYS.get(section.id) ?? ""}`,
      url: `${path}#${section.id}`,
    };
    const parts: Fact[] =
      items.length > 1 && !items.some((t) => t.endsWith(":"))
        ? items.map((text, i) => ({
            ...whole,
            id: `${whole.id}-${i + 1}`,
            answer: text.replace(/;$/, "."),
            keys: `${section.title} ${LEGAL_KEYS.get(section.id) ?? ""}`,
          }))
        : [];
    return [whole, ...parts];
  });
}
