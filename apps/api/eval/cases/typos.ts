import type { EvalCase } from "../types";
import { EMAIL } from "./shared";

export const typos: EvalCase[] = [
  { ask: "how much dose the custm solution cost?", must: ["$500"] },
  { ask: "wat is ur email adress", must: [EMAIL] },
  { ask: "how long is the discovry call", must: ["30"] },
  { ask: "do u work with resturants", must: ["restaurant"] },
  { ask: "whats ur procces", must: ["Discovery", "Optimize"] },
  { ask: "tell me about the inventroy predicter", must: ["Inventory Predictor"] },
  { ask: "is my data encripted", must: ["encrypt"] },
  { ask: "where r u locatd", must: ["Utah"] },
  { ask: "wats the liabilty cap", must: ["12 months"] },
  { ask: "how long do u keep analitics data", must: ["26 months"] },
  { ask: "chatbot for my dentel office?", must: [["Concierge", "chatbot"]] },
  { ask: "pricng for managed partnershp", must: ["custom monthly"] },
].map((c) => ({ ...c, category: "typos" as const }));
