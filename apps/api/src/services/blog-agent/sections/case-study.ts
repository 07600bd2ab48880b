import { fixAi } from "../headline";
import {
  type BodyContext,
  cap,
  closing,
  figureSentence,
  findFigure,
  intro,
  join,
  processLines,
  solutionBullet,
} from "./shared";

/** "Law Firms" → "a law firm". */
export function oneOf(label: string): string {
  const one = label
    .toLowerCase()
    .replace(/esses$/, "ess")
    .replace(/ies$/, "y")
    .replace(/s$/, "");
  return `${/^[aeiou]/.test(one) ? "an" : "a"} ${one}`;
}

/**
 * Case Study: situation, approach, result. Without a client story from the site for this
 * industry, the case is a composite and says so; its results are the figures to measure.
 */
export function caseStudy(c: BodyContext): string {
  const { readers, customers, routine, busy, booking, label } = c.s.audience;
  const subject = c.h.subject;
  const st = c.g.story;
  const business = st ? st.name : `${oneOf(label)} with a small team`;
  const approach = processLines(c.s)
    .map(([title, text], i) => `${i + 1}. **${title}.** ${text}`)
    .join("\n");
  const result = st
    ? [
        `The figures after the first months: ${st.metrics.map((m) => `**${m.value}** ${m.label.toLowerCase()}`).join(", ")}.`,
        `"${st.quote.replace(/\{companyName\}/g, c.brand.companyName)}" (${st.person}, ${st.personTitle})`,
      ]
    : [
        `The measures that matter here are simple: how fast ${customers} get an answer, how many ${booking}s come in outside working hours and how many hours a week the team gets back. ${figureSentence(findFigure(c.g, "slow-response"), "The starting point is familiar:")}`,
        `A business in this position usually sees the first change within the pilot: fewer repeated questions reach the team, replies go out in minutes instead of hours, and the follow-ups that used to be forgotten now happen on time.`,
      ];
  return join([
    intro(
      c,
      st
        ? `This case study follows ${st.name} through the situation, the approach and the result.`
        : `This case study is a composite of what we see when ${readers} take on ${subject}: the situation, the approach and the result, so you can judge whether the same would work for you.`,
    ),
    "",
    "## The Situation",
    "",
    fixAi(
      `${cap(business)} was busy in the wrong way. The team spent a large part of each day answering questions about ${routine}, by phone, email and web form. During ${busy} messages waited for hours, and some ${customers} simply went elsewhere. ${figureSentence(findFigure(c.g, "manual-work"), "It adds up:")}`,
    ),
    "",
    fixAi(
      `The owner did not want a big software project. The goal was narrow: answer routine questions at once, capture every ${booking} request and give the team its time back, starting with ${subject}.`,
    ),
    "",
    "## The Approach",
    "",
    "The work followed the same four steps we use with every client:",
    "",
    approach,
    "",
    fixAi(
      `The pieces that did the heavy lifting were simple. ${cap(customers)} got instant, accurate answers; anything unusual went straight to a person with the full conversation attached.`,
    ),
    "",
    ...c.g.solutions.slice(0, 2).map(solutionBullet),
    "",
    fixAi(
      `Just as important was what did not change. The team kept its phone number, its calendar and its way of working; the assistant simply took the first reply off their plate and handed over anything that needed a person. That made the change easy to accept for staff and ${customers} alike, and easy to undo if it had not worked.`,
    ),
    "",
    "## The Result",
    "",
    ...result.flatMap((r) => [fixAi(r), ""]),
    `## Lessons for ${label}`,
    "",
    "- **Start narrow.** One process, one channel, one owner on the team.",
    "- **Measure before and after.** The baseline is what turns a feeling into a decision.",
    `- **Keep people close.** ${cap(customers)} trust automation when a human is easy to reach.`,
    "- **Review monthly.** Answers go stale as hours, services and policies change.",
    "",
    ...closing(c),
  ]);
}
