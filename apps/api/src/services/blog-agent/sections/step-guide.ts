import { fixAi } from "../headline";
import {
  type BodyContext,
  cap,
  closing,
  figureSentence,
  findFigure,
  intro,
  join,
  solutionSentence,
  storySentences,
} from "./shared";

/** Step-by-Step Guide: what to prepare, numbered steps, the mistakes to avoid. */
export function stepGuide(c: BodyContext): string {
  const { readers, customers, routine, busy, booking } = c.s.audience;
  const subject = c.h.subject;
  const [first, second] = c.g.solutions;
  const steps: Array<[string, string]> = [
    [
      "Choose the One Process to Start With",
      `Resist the urge to automate everything at once. Pick the process that repeats most often and follows the same pattern each time, such as answering questions about ${routine}. A narrow start keeps the set-up small, makes results easy to see and gives your team confidence before you go further.`,
    ],
    [
      "Measure Today's Baseline",
      `Write down how the process performs now: how long a reply takes, how many ${booking}s come in each week and how many slip away. ${figureSentence(findFigure(c.g, "slow-response"))} These numbers are what you will compare against in a month.`,
    ],
    [
      "Gather Your Answers and Rules",
      `Collect what your best people already know: the answers they give, the exceptions they make and the moments they hand over to someone else. Put it in one short document. This becomes the knowledge the assistant works from, and writing it down often fixes inconsistencies nobody had noticed.`,
    ],
    [
      "Set Up a Small Pilot",
      `Run the new set-up alongside the old way for two to four weeks, on one channel and with a clear owner on your team. ${solutionSentence(first)} Keep the pilot small enough that a mistake costs little and a success is easy to see.`,
    ],
    [
      "Keep a Person in the Loop",
      `Decide which requests the assistant handles on its own and which reach a person, and make the hand-off fast, especially during ${busy}. ${cap(customers)} are comfortable with automation when they know a human is one step away.`,
    ],
    [
      "Review, Adjust and Extend",
      `At the end of the pilot, compare the numbers with your baseline and read a sample of real conversations. Fix the answers that confused people, then extend to the next process only once the first one pays off. ${solutionSentence(second)}`,
    ],
  ];
  const story = storySentences(c.g, c.brand);
  return join([
    intro(
      c,
      `This guide walks through ${subject} one step at a time, from choosing where to start to measuring what changed.`,
    ),
    "",
    "## Before You Start",
    "",
    fixAi(
      `You do not need a technical team or a large budget. You need one person who knows the process well, an hour or two a week for the first month and a clear idea of what success looks like for ${readers} like you. ${figureSentence(findFigure(c.g, "manual-work"), "For context:")}`,
    ),
    "",
    ...steps.flatMap(([heading, text], i) => [
      `## Step ${i + 1}: ${heading}`,
      "",
      fixAi(text.trim()),
      "",
    ]),
    "## Common Mistakes to Avoid",
    "",
    "- **Starting too big.** Automating five processes at once makes it impossible to see what works.",
    "- **Skipping the baseline.** Without numbers from before, every result is a guess.",
    `- **Hiding the human.** ${cap(customers)} should always be able to reach a person.`,
    "- **Set and forget.** Answers go stale; review them every month.",
    "",
    ...(story ? [story, ""] : []),
    ...closing(c),
  ]);
}
