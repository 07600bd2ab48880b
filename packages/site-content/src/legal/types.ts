/** A block of legal text: a paragraph or a bulleted list. */
export type LegalBlock = { kind: "p"; text: string } | { kind: "list"; items: readonly string[] };

export interface LegalSection {
  /** Anchor id on the page. */
  id: string;
  /** Shown as "N. Title"; the closing contact section has none. */
  number?: number;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last revision. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
