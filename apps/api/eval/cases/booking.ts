import type { EvalCase } from "../types";
import { TIME } from "./shared";

export const booking: EvalCase[] = [
  { ask: "Can I book a call next Tuesday afternoon?", must: [TIME, "30"] },
  { ask: "I'd like to schedule a discovery call", must: [TIME, "free"] },
  { before: ["I want to book a call"], ask: "the first one works", must: ["name", "email"] },
  {
    before: ["I want to book a call", "the first one works"],
    ask: "Tom Baker, tom.baker@example.com",
    must: [["booked", "confirmed"], TIME],
  },
  {
    before: ["I'm Rita, rita@example.com. Can we talk?"],
    ask: "yes, book me the second slot",
    must: [["booked", "confirmed"]],
  },
].map((c) => ({ ...c, category: "booking" as const }));
