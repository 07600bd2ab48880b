import { runEval } from "/work/wt-1/apps/api/eval/harness";
const mod = await import(process.argv[2]);
const list = mod[process.argv[3]];
const r = await runEval(list);
for (const x of r.results) console.log(`${x.passed ? "✓" : "✗"} ${x.case.ask}\n   → ${x.answer.slice(0, 260).replace(/\n/g, " ")}`);
