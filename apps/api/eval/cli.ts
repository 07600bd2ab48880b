/**
 * `bun run eval:assistant`: the assistant evaluation through the real chat API. Uses a model
 * when OPENAI_API_KEY is set, else the built-in responder. `--quiet` hides the failures.
 */
import { cases } from "./cases";
import { everyday } from "./everyday";
import { followUps } from "./follow-ups";
import { formatReport, runEval } from "./harness";
import { heldOut } from "./held-out";
import { nearMisses } from "./near-misses";
import { secondVisit, secondVisitHeldOut } from "./second-visit";
import { unseen } from "./unseen";
import { walkIn, walkInHeldOut } from "./walk-in";

const quiet = process.argv.includes("--quiet");
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k.startsWith("OPENAI_")),
);
const who = env.OPENAI_API_KEY ? `model ${env.OPENAI_MODEL ?? "(default)"}` : "built-in responder";
const main = await runEval(cases, env);
console.log(formatReport(`assistant eval (${who})`, main, !quiet));
const held = await runEval(heldOut, env);
console.log(formatReport(`held-out (${who})`, held, !quiet));
const fresh = await runEval(unseen, env);
console.log(formatReport(`unseen (${who})`, fresh, !quiet));
const plain = await runEval(everyday, env);
console.log(formatReport(`everyday words and problems (${who})`, plain, !quiet));
const walk = await runEval([...walkIn, ...walkInHeldOut], env);
console.log(formatReport(`walk-in questions (${who})`, walk, !quiet));
const second = await runEval([...secondVisit, ...secondVisitHeldOut], env);
console.log(formatReport(`second visit (${who})`, second, !quiet));
const near = await runEval(nearMisses, env);
console.log(formatReport(`near misses (${who})`, near, !quiet));
const follow = await runEval(followUps, env);
console.log(formatReport(`follow-ups (${who})`, follow, !quiet));
