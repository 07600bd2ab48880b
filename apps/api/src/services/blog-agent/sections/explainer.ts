import { fixAi } from "../headline";
import {
  type BodyContext,
  cap,
  closing,
  figureSentence,
  findFigure,
  headingOf,
  intro,
  join,
  processLines,
  solutionBullet,
  storySentences,
} from "./shared";

/** In-Depth Explainer: what it is, why it matters, how it works, where it helps, caveats, start. */
export function explainer(c: BodyContext): string {
  const { readers, customers, routine, busy, booking, label } = c.s.audience;
  const subject = c.h.subject;
  const story = storySentences(c.g, c.brand);
  return join([
    intro(
      c,
      `This explainer covers ${subject}: what it is, why it matters now, how it works in practice and where it pays off first.`,
    ),
    "",
    `## What We Mean by ${headingOf(subject)}`,
    "",
    fixAi(
      `In plain terms, it comes down to letting software handle the predictable part of the work so that people handle the rest. The software reads a message, a form or a document, works out what is being asked and either answers, fills in the data or passes it to the right person. It does not replace your team's judgement; it removes the copying, chasing and repeating that sits around it.`,
    ),
    "",
    fixAi(
      `Modern AI models understand everyday language well, which is what makes this practical for ${readers} now: ${customers} do not need to use special words or pick from rigid options, and your team does not need to learn a new system.`,
    ),
    "",
    `## Why It Matters for ${label}`,
    "",
    fixAi(
      `The cost of doing this by hand is easy to underestimate because it is spread across the whole week. ${figureSentence(findFigure(c.g, "manual-work"))} ${figureSentence(findFigure(c.g, "slow-response"), "And speed matters:")} For ${readers}, that is the difference between a full calendar and a quiet one.`,
    ),
    "",
    "## How It Works in Practice",
    "",
    fixAi(`A typical set-up has four parts, and none of them needs to be built from scratch:`),
    "",
    `1. **A knowledge base.** Your own answers about ${routine}, written once and kept up to date.`,
    `2. **An assistant.** It reads each request, answers what it can and asks a short follow-up question when something is unclear.`,
    `3. **A hand-off.** Anything unusual, sensitive or urgent goes to a person, with the conversation attached.`,
    `4. **A record.** Every ${booking} request and answer lands in the tools your team already uses, so nothing is lost.`,
    "",
    "## Where It Helps Most",
    "",
    fixAi(
      `The first wins usually come where volume is high and answers are predictable, especially during ${busy}. The solutions we build most often for this are:`,
    ),
    "",
    ...c.g.solutions.map(solutionBullet),
    "",
    ...(story ? [fixAi(story), ""] : []),
    "## What to Watch Out For",
    "",
    "- **Stale answers.** Review the knowledge base monthly, or the assistant will repeat old information.",
    `- **No way out.** ${cap(customers)} must always be able to reach a person quickly.`,
    "- **Privacy.** Collect only what you need and know where it is stored.",
    "- **Trying to do everything.** One process done well beats five done halfway.",
    "",
    "## How to Get Started",
    "",
    fixAi(
      `Start small and measure. A sensible path is the one we follow with every client: ${processLines(
        c.s,
      )
        .map(
          ([title, text]) =>
            `**${title}** (${text.charAt(0).toLowerCase()}${text.slice(1).replace(/\.$/, "")})`,
        )
        .join("; ")}.`,
    ),
    "",
    ...closing(c),
  ]);
}
