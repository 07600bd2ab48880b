import { fixAi } from "../headline";
import {
  type BodyContext,
  cap,
  closing,
  figureSentence,
  findFigure,
  intro,
  join,
  solutionBullet,
} from "./shared";

/** Market Watch: the big picture, three trends grounded in the site's figures, what to watch. */
export function marketWatch(c: BodyContext): string {
  const { readers, customers, routine, busy, booking, label } = c.s.audience;
  const subject = c.h.subject;
  const trends: Array<[string, string]> = [
    [
      `${cap(customers)} Expect Answers in Minutes`,
      `The bar for responsiveness keeps rising. ${cap(customers)} who message in the evening expect a reply that evening, and they compare you with the fastest business they dealt with this week, not with your direct competitors. ${figureSentence(findFigure(c.g, "slow-response"), "The stakes are concrete:")}`,
    ],
    [
      "Routine Work Moves to AI Assistants",
      `Questions about ${routine} are increasingly answered by assistants rather than people. The shift is less about technology than about time: owners are reclaiming hours that used to disappear into repetitive work. ${figureSentence(findFigure(c.g, "manual-work"))}`,
    ],
    [
      "Early Adopters Pull Ahead",
      `The gap between businesses that use AI and those that wait is widening, and it compounds: faster replies win more ${booking}s, which pays for the next improvement. ${figureSentence(findFigure(c.g, "falling-behind"), "Our estimate for those who wait:")}`,
    ],
  ];
  return join([
    intro(
      c,
      `This round-up looks at what is changing in ${subject}, what it means for ${readers} and what to watch over the coming months.`,
    ),
    "",
    "## The Big Picture",
    "",
    fixAi(
      `AI tools have moved from experiments to everyday software. What used to need a developer now comes as an assistant you can set up in weeks, trained on your own answers. For ${readers}, the question is no longer whether these tools work, but which part of the business to start with and how to keep control while doing it.`,
    ),
    "",
    ...trends.flatMap(([heading, text], i) => [
      `## Trend ${i + 1}: ${heading}`,
      "",
      fixAi(text.trim()),
      "",
    ]),
    `## What It Means for ${label}`,
    "",
    fixAi(
      `You do not need to follow every announcement. Focus on the moments where ${customers} wait, especially during ${busy}, and on the tasks your team repeats every day. These are the solutions we see adopted first:`,
    ),
    "",
    ...c.g.solutions.map(solutionBullet),
    "",
    fixAi(
      `A sensible response is neither to chase every new tool nor to wait for the dust to settle. Pick one place where ${customers} wait or your team repeats itself, run a small pilot for a few weeks and compare the numbers with how things were before. What works gets extended; what does not gets dropped, at little cost.`,
    ),
    "",
    "## What to Watch Next",
    "",
    `- **Assistants that act, not just answer:** booking, rescheduling and following up on their own.`,
    "- **Search that answers directly:** more people ask AI assistants instead of search engines, so clear, factual pages matter more.",
    `- **Higher expectations:** ${customers} will take instant replies for granted.`,
    "- **Simpler set-up:** tools that connect to the calendar and inbox you already use.",
    "",
    ...closing(c),
  ]);
}
