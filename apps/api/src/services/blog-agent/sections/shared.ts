import type { Brand, Challenge, Solution } from "@repo/site-content";
import { company, processSteps } from "@repo/site-content";
import { article, fixAi, type Headline, type Settled } from "../headline";
import type { Grounding } from "../research";
import { titleCase } from "../topic";

/** Everything a section writer reads. */
export interface BodyContext {
  s: Settled;
  h: Headline;
  g: Grounding;
  brand: Brand;
}

export const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
export const headingOf = (t: string) => titleCase(t);

/** "35% of inquiries are lost when nobody responds within 30 minutes". */
export const figure = (c: Challenge) => `${c.impact} ${c.detail}`;

export const figureSentence = (
  c: Challenge | undefined,
  lead = "A figure worth keeping in mind:",
) => (c ? `${lead} ${figure(c)}.` : "");

export const solutionSentence = (x: Solution | undefined) =>
  x
    ? `One example from our own work is the ${x.title}: ${x.description.charAt(0).toLowerCase()}${x.description.slice(1)}`
    : "";

export const solutionBullet = (x: Solution) => `- **${x.title}:** ${x.description} *${x.impact}.*`;

export const findFigure = (g: Grounding, id: string) =>
  g.figures.find((c) => c.id === id) ?? g.challenges[0];

/** The opening paragraph: the readers' situation, what the post covers, the primary keyword. */
export function intro(c: BodyContext, covers: string): string {
  const { readers, customers, routine, busy, booking } = c.s.audience;
  return fixAi(
    [
      `Most ${readers} did not go into business to answer the same questions all day.`,
      `Yet ${customers} keep asking about ${routine}, and every message left unanswered during ${busy} is ${article(booking)} ${booking} that may go somewhere else.`,
      covers,
      `If you have been looking into ${c.h.keywordInText}, this is a practical place to start.`,
    ].join(" "),
  );
}

/** The closing section: a call to book the discovery call, or a plain summary when asked. */
export function closing(c: BodyContext): string[] {
  if (c.s.noPitch) {
    return [
      "## The Bottom Line",
      "",
      fixAi(
        `None of this is a big-bang project. Start with one repetitive job, measure it honestly, keep a person in the loop and extend only what works. Done that way, the first results usually show within weeks, and your team gets back the hours it needs for the work only people can do.`,
      ),
    ];
  }
  return [
    "## Next Step",
    "",
    fixAi(
      `Not sure where to start with ${c.h.subject}? ${c.brand.companyName} offers a free ${company.discoveryCall.minutes}-minute discovery call: we look at how your week runs today, point to the one process worth automating first and tell you honestly if it is not worth doing yet. [Book your free call](${c.brand.bookingUrl}).`,
    ),
  ];
}

/** The client story in two sentences, with its published figures. */
export function storySentences(g: Grounding, brand: Brand): string {
  const st = g.story;
  if (!st) return "";
  const metrics = st.metrics.map((m) => `${m.value} ${m.label.toLowerCase()}`).join(", ");
  return `At ${st.name}, the team put a ${st.implementedSolution.charAt(0).toLowerCase()}${st.implementedSolution.slice(1)} in place. The results so far: ${metrics}. In the words of ${st.person}: "${st.shortQuote.replace("{companyName}", brand.companyName)}"`;
}

export const join = (lines: string[]) =>
  lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

const PLAIN_STEPS: Record<string, string> = {
  discovery: "A short call and a look at how the work runs today.",
  design: "A clear plan with the solution and the tools it connects to, before any work begins.",
  deploy: "Build, test and launch alongside the team, with training from day one.",
  optimize: "Measure the results and improve what needs it, month by month.",
};

/** The site's four process steps, in plain words when the owner ruled out what one mentions. */
export function processLines(s: Settled): Array<[string, string]> {
  return processSteps.map((p) => {
    const ruledOut = s.avoid.some(
      (a) => a.length > 2 && p.description.toLowerCase().includes(a.replace(/ing$|s$/, "")),
    );
    return [p.title, ruledOut ? (PLAIN_STEPS[p.id] ?? p.description) : p.description];
  });
}
