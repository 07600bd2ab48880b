import { type BlogContentType, blogContentTypes } from "@repo/schemas";
import { z } from "zod";
import type { Brief } from "./brief";
import { numberWord } from "./headline";
import { titleCase } from "./topic";

/** What a brief can lack, which the agent asks for (kept with a run as what it asked). */
export const missingSchema = z.enum(["topic", "audience", "format"]);
export type Missing = z.infer<typeof missingSchema>;

const QUESTIONS: Record<Missing, string> = {
  topic:
    "**Topic:** what should the post be about? One sentence is enough, for example *how a chatbot answers customer questions after hours*?",
  audience:
    "**Audience:** who is it for? An industry (restaurants, law firms, medical practices, contractors, retail…) or small businesses in general?",
  format: `**Format:** which one would you like: ${blogContentTypes.join(", ")}?`,
};
/** "as a Case Study", "as an In-Depth Explainer", "as Quick Tips". */
const ARTICLE: Record<BlogContentType, string> = {
  "Quick Tips": "",
  "Step-by-Step Guide": "a ",
  "Case Study": "a ",
  "In-Depth Explainer": "an ",
  "Market Watch": "a ",
};

const TOPIC_AGAIN =
  "**Topic:** I could not find a subject in your answer yet. Which idea should the post explain, for example *AI reminders that cut no-shows*?";

/** What the brief still lacks, leaving out what was already asked once (never asked twice). */
export function missingFrom(brief: Brief, asked: Missing[]): Missing[] {
  const missing: Missing[] = [];
  if (!brief.topic) missing.push("topic");
  if (!brief.audience && !asked.includes("audience")) missing.push("audience");
  if (!brief.contentType && !asked.includes("format")) missing.push("format");
  return missing;
}

/** One message with every question at once; its count says how many it asks. */
export function askFor(brief: Brief, missing: Missing[], asked: Missing[]): string {
  const n = missing.length;
  const lead = brief.topic
    ? `Good idea: a post on *${titleCase(brief.topic)}*${brief.audience ? ` for ${brief.audience.label.toLowerCase()}` : ""}${brief.contentType ? ` as ${ARTICLE[brief.contentType]}${brief.contentType}` : ""}.`
    : "Happy to write it.";
  const plural = n === 1 ? "One quick question" : `${numberWord(n)} quick questions`;
  const lines = missing.map((m) =>
    m === "topic" && asked.includes("topic") ? TOPIC_AGAIN : QUESTIONS[m],
  );
  const defaults = missing.includes("topic")
    ? "Answer in one message; anything you leave out I will fill in with sensible defaults."
    : `Answer in one message, or say "proceed" and I will go with ${[
        missing.includes("audience") ? "small businesses in general" : "",
        missing.includes("format") ? "an In-Depth Explainer" : "",
      ]
        .filter(Boolean)
        .join(" and ")}.`;
  return [
    `${lead} ${plural} before I start:`,
    "",
    ...lines.map((l) => `- ${l}`),
    "",
    defaults,
  ].join("\n");
}
