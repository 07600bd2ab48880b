import { fixAi } from "../headline";
import { type BodyContext, cap } from "./shared";

/** Questions owners ask before they start: added when the brief asks for a longer post. */
export function faq(c: BodyContext): string[] {
  const { customers, readers } = c.s.audience;
  const qa: Array<[string, string]> = [
    [
      "How long does it take to set up?",
      "A first pilot usually runs within a few weeks: a short look at how the work runs today, a plan, then a small launch alongside your team. Most of the time goes into writing down the answers your team already gives, not into technology.",
    ],
    [
      "Will it replace my staff?",
      `No. It takes the repetitive first replies and the copying off their desk, so they can spend more time with ${customers} and on the work that needs judgement.`,
    ],
    [
      `What if ${customers} want to talk to a person?`,
      `They always can. A good set-up hands the conversation over with everything said so far, so nobody has to repeat themselves. ${cap(customers)} accept automation far more readily when that door is open.`,
    ],
    [
      "Do we need technical skills?",
      `No. ${cap(readers)} we work with bring the knowledge of their business; the set-up connects to the calendar, inbox and tools they already use.`,
    ],
  ];
  return [
    "## Frequently Asked Questions",
    "",
    ...qa.flatMap(([q, a]) => [`**${q}**`, "", fixAi(a), ""]),
  ];
}
