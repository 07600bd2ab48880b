import { fixAi, numberWord } from "../headline";
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

/** Quick Tips: a short case for acting, then numbered tips, each a heading and a paragraph. */
export function quickTips(c: BodyContext): string {
  const { readers, customers, routine, busy, booking } = c.s.audience;
  const subject = c.h.subject;
  const [first, second] = c.g.solutions;
  const tips: Array<[string, string]> = [
    [
      "Start With the Questions You Answer Every Day",
      `Before choosing any tool, list the questions ${customers} ask most: ${routine}. Those repeat questions are where AI pays off first, because the answers rarely change and the volume is steady. Write down the best answer your team gives today next to each one. That list becomes the script the assistant follows, and it shows quickly whether the idea fits your business.`,
    ],
    [
      "Measure Where You Stand Today",
      `Pick two or three numbers before anything changes: how long replies take, how many messages arrive after hours and how many ${booking}s slip away. ${figureSentence(findFigure(c.g, "slow-response"))} Without a baseline you cannot tell whether the change worked, or which part to improve next.`,
    ],
    [
      "Cover the Hours When Nobody Is Free",
      `The biggest gains come from the moments your team cannot answer: evenings, weekends and ${busy}. An assistant that replies at once and offers the next step keeps the conversation going until someone can pick it up. ${solutionSentence(first)}`,
    ],
    [
      "Keep a Person in the Loop",
      `Decide upfront which conversations the assistant handles alone and which it passes on. Anything sensitive, unusual or valuable should reach a person quickly, with the whole conversation attached so nobody has to ask twice. ${cap(customers)} accept automation readily when a human is easy to reach.`,
    ],
    [
      "Write in Your Own Voice",
      "Generic replies sound like a call centre. Give the assistant your own phrases, your sign-off and a few examples of answers you are proud of. Keep messages short, friendly and specific, and read the first weeks of conversations to adjust anything that sounds off.",
    ],
    [
      "Connect It to the Tools You Already Use",
      `Automation works best when it feeds the calendar, inbox or system your team already checks every day, not a separate dashboard nobody opens. ${solutionSentence(second)}`,
    ],
    [
      "Review the Results Every Week",
      "Set aside fifteen minutes a week to read a sample of conversations and compare the numbers with your baseline. Fix unclear answers, add the questions that keep coming up and drop anything that is not helping. Small, regular adjustments beat a big relaunch.",
    ],
    [
      "Follow Up Automatically",
      `Many ${booking}s are lost not at the first message but in the silence after it. A short, polite follow-up a day later, and a reminder before anything is due, brings back people who simply forgot. ${figureSentence(findFigure(c.g, "missed-follow-ups"))}`,
    ],
    [
      "Be Clear About What the Assistant Is",
      `Tell ${customers} they are talking to an AI assistant and how to reach a person. Honesty builds trust and sets the right expectations for what the assistant can and cannot do.`,
    ],
    [
      "Protect the Data You Collect",
      `Only collect what you need, keep it where your team can find it and check how your provider handles privacy. ${cap(customers)} share more when they trust you with it.`,
    ],
  ];
  const n = Math.min(Math.max(c.s.count, 3), tips.length);
  const story = storySentences(c.g, c.brand);
  return join([
    intro(
      c,
      `The ${numberWord(n).toLowerCase()} tips below cover ${subject} in a small team, without a big project or a new system to learn.`,
    ),
    "",
    `## Why It Matters for ${c.s.audience.label}`,
    "",
    fixAi(
      `${cap(readers)} rarely lack ideas; they lack hours. ${figureSentence(findFigure(c.g, "manual-work"))} AI will not fix everything, but it takes the routine part of the work off your desk so your team can spend its time where it matters most. The tips are ordered the way we would tackle them with a client: understand the work first, then automate a small piece of it, then improve it week by week. ${story}`,
    ),
    "",
    ...tips
      .slice(0, n)
      .flatMap(([heading, text], i) => [`## ${i + 1}. ${heading}`, "", fixAi(text.trim()), ""]),
    "## Putting It Together",
    "",
    fixAi(
      `You do not need all ${numberWord(n).toLowerCase()} tips at once. Start with the questions you answer every day, measure where you stand and let the first small win pay for the next one. Within a few weeks you will know whether this approach earns its place in your business, and your team will have a clearer picture of where the next hours can come from.`,
    ),
    "",
    ...closing(c),
  ]);
}
