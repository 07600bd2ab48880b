/**
 * The built-in assistant's answering alone (no HTTP, no storage), over every evaluation
 * question with its earlier turns, as the chat and MCP `ask` call it (`answerQuestion`).
 *
 * - `bun bench/answering.ts [--rounds 5] [--root DIR]`: µs of CPU per answer (median of the
 *   rounds after a warm-up one), for all turns and for the throughput bench's questions.
 *   `--root` runs another checkout's assistant (e.g. the code before a change) on the same
 *   questions; run both one after the other, alternately, to compare on a shared machine.
 * - `bun bench/answering.ts --dump FILE [--root DIR]`: writes every turn's answer (text,
 *   sources with scores, topics), NLWeb results, fact hits and page hits, each turn asked
 *   twice, to FILE: two dumps must be byte-identical when a change keeps answers the same.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { VisitorMemory } from "@repo/schemas";
import { cases } from "../apps/api/eval/cases";
import { everyday } from "../apps/api/eval/everyday";
import { followUps } from "../apps/api/eval/follow-ups";
import { heldOut } from "../apps/api/eval/held-out";
import { nearMisses } from "../apps/api/eval/near-misses";
import { secondVisit, secondVisitHeldOut } from "../apps/api/eval/second-visit";
import type { EvalCase } from "../apps/api/eval/types";
import { unseen } from "../apps/api/eval/unseen";
import { walkIn, walkInHeldOut } from "../apps/api/eval/walk-in";
import { QUESTIONS } from "./throughput/questions";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = resolve(arg("--root") ?? join(import.meta.dir, ".."));
const src = (path: string) => import(join(root, "apps/api/src", path));

const { answerQuestion } = await src("ai/assistant.ts");
const { createKnowledgeIndex } = await src("ai/knowledge.ts");
const { factIndexFor } = await src("ai/responder.ts");
const { leansOnEarlier } = await src("ai/front-desk/follow-up.ts");
const { brandFromEnv } = await src("deps.ts");
const { parseEnv } = await src("env.ts");
const { extractMemory, mergeMemory } = await src("services/memory.ts");
const { nlwebResults } = await src("services/nlweb.ts");

const brand = brandFromEnv(parseEnv({ LOG_LEVEL: "silent" }));
const deps = { brand, knowledge: createKnowledgeIndex(brand), llm: null };

const SETS: [string, readonly EvalCase[]][] = [
  ["main", cases],
  ["held-out", heldOut],
  ["unseen", unseen],
  ["everyday", everyday],
  ["walk-in", [...walkIn, ...walkInHeldOut]],
  ["second-visit", [...secondVisit, ...secondVisitHeldOut]],
  ["near-misses", nearMisses],
  ["follow-ups", followUps],
];

interface Turn {
  question: string;
  /** The visitor's earlier messages in this conversation, oldest first. */
  earlier: string[];
  memory: VisitorMemory;
}

/** Every message of every case, with its conversation's earlier messages and the memory so far. */
function turnsOf(c: EvalCase): Turn[] {
  const turns: Turn[] = [];
  let memory: VisitorMemory = {};
  for (const conversation of [c.earlierSession ?? [], [...(c.before ?? []), c.ask]]) {
    const earlier: string[] = [];
    for (const question of conversation) {
      memory = mergeMemory(memory, extractMemory(question)).memory;
      turns.push({ question, earlier: [...earlier], memory });
      earlier.push(question);
    }
  }
  return turns;
}

const ask = (t: Turn) =>
  answerQuestion(deps, {
    question: t.question,
    history: t.earlier.map((text) => ({ isUser: true, text })),
    memory: t.memory,
    contactShared: Boolean(t.memory.email || t.memory.phone),
    channel: "chat",
  });

const all = SETS.flatMap(([set, list]) =>
  list.flatMap((c, i) => turnsOf(c).map((t) => ({ set, i, ...t }))),
);
const benchTurns: Turn[] = QUESTIONS.map((question) => ({ question, earlier: [], memory: {} }));

const dump = arg("--dump");
if (dump) {
  const lines: string[] = [];
  const index = factIndexFor(brand);
  for (const pass of [1, 2]) {
    for (const t of [...all, ...benchTurns.map((b) => ({ set: "bench", i: 0, ...b }))]) {
      const r = await ask(t);
      const hits = (list: { id?: string; fact?: { id: string }; score: number }[]) =>
        list.map((h) => [h.fact?.id ?? h.id, h.score]);
      lines.push(
        JSON.stringify({
          pass,
          set: t.set,
          case: t.i,
          question: t.question,
          earlier: t.earlier,
          text: r.text,
          sources: r.sources.map((s: { id: string; title: string; url: string; score: number }) => [
            s.id,
            s.title,
            s.url,
            s.score,
          ]),
          topics: r.topics,
          usedMemory: r.usedMemory,
          unanswered: r.unanswered,
          leans: leansOnEarlier(t.question),
          nlweb: nlwebResults(deps, { query: t.question, prev: t.earlier }),
          facts: index
            .search(t.question, 6)
            .map((h: { fact: { id: string }; coverage: number }) => [h.fact.id, h.coverage]),
          factHits: hits(index.search(t.question, 12)),
          pages: [5, 8, 12].map((n) => hits(deps.knowledge.search(t.question, n))),
        }),
      );
    }
  }
  writeFileSync(dump, `${lines.join("\n")}\n`);
  console.log(`${lines.length} answers written to ${dump}`);
} else {
  const rounds = Number(arg("--rounds") ?? 5);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  const measure = async (turns: Turn[], times: number) => {
    Bun.gc(true);
    const start = cpu();
    for (let k = 0; k < times; k++) for (const t of turns) await ask(t);
    return (cpu() - start) / (turns.length * times);
  };
  await measure(all, 4);
  const perAnswer: number[] = [];
  const perBench: number[] = [];
  for (let r = 0; r < rounds; r++) {
    perAnswer.push(await measure(all, 4));
    perBench.push(await measure(benchTurns, 30));
  }
  console.log(
    `${root}: ${all.length} eval turns, median ${median(perAnswer).toFixed(1)} µs CPU per answer, best ${Math.min(...perAnswer).toFixed(1)} (rounds: ${perAnswer.map((x) => x.toFixed(0)).join(" ")}); bench's ${benchTurns.length} questions ${median(perBench).toFixed(1)} µs, best ${Math.min(...perBench).toFixed(1)} (${perBench.map((x) => x.toFixed(0)).join(" ")})`,
  );
}
