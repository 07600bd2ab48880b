import type { Redis } from "ioredis";
import { coverDays, daysBetween } from "../../lib/analytics-keys";
import type { AnalyticsScope, ConversationRepository, DailyCountRow } from "../types";
import type { Keys } from "./client";
import { combos, conversationKeys } from "./conversation-keys";
import { TOP_OF_UNION } from "./conversation-scripts";

type AnalyticsReads = Pick<
  ConversationRepository,
  "dailyCounts" | "popularQuestions" | "hourlyQuestions" | "topicCounts"
>;

/**
 * A stored count as a number: one that is not a number (a field edited by hand) counts as none,
 * so one bad field leaves the dashboard's other figures standing instead of showing NaN (null).
 */
const countOf = (v: string | null | undefined): number => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** The dashboard's figures, read from the aggregates the conversation scripts keep. */
export function createConversationAnalytics(redis: Redis, key: Keys): AnalyticsReads {
  const { dailyKey, hourlyKey, topicsKey, questionsKey, textKey } = conversationKeys(key);
  return {
    async dailyCounts(scope: AnalyticsScope) {
      const days = daysBetween(scope.fromDay, scope.toDay);
      if (!days.length) return [];
      const fields = days.flatMap((d) => [`${d}|c`, `${d}|q`, `${d}|m`]);
      const list = combos(scope);
      const pipe = redis.pipeline();
      for (const c of list) pipe.hmget(dailyKey(c), ...fields);
      const res = (await pipe.exec()) ?? [];
      const rows = new Map<string, DailyCountRow>();
      list.forEach((c, ci) => {
        const values = (res[ci]?.[1] ?? []) as (string | null)[];
        days.forEach((day, di) => {
          const conv = countOf(values[di * 3]);
          const q = countOf(values[di * 3 + 1]);
          const m = countOf(values[di * 3 + 2]);
          if (!conv && !q && !m) return;
          const k = `${day}|${c.source}`;
          const row = rows.get(k) ?? {
            day,
            source: c.source,
            conversations: 0,
            questions: 0,
            messages: 0,
          };
          row.conversations += conv;
          row.questions += q;
          row.messages += m;
          rows.set(k, row);
        });
      });
      return [...rows.values()].sort((a, b) =>
        a.day === b.day ? a.source.localeCompare(b.source) : a.day < b.day ? -1 : 1,
      );
    },

    async popularQuestions(scope, limit) {
      const list = combos(scope);
      const keys: string[] = [];
      for (const r of coverDays(scope.fromDay, scope.toDay))
        for (let b = r.from; b <= r.to; b++)
          for (const c of list) keys.push(questionsKey(c, r.level, b));
      if (!keys.length) return [];
      // Union and ranking stay in Redis; only the top `limit` cross the wire.
      const flat = (await redis.eval(
        TOP_OF_UNION,
        keys.length + 1,
        key("tmp", "popular", crypto.randomUUID()),
        ...keys,
        String(limit),
      )) as (string | number)[];
      const counts: { norm: string; count: number }[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        counts.push({ norm: String(flat[i]), count: Number(flat[i + 1]) });
      const top = counts.slice(0, limit);
      if (!top.length) return [];
      const envs = [...new Set(list.map((c) => c.env))];
      const pipe = redis.pipeline();
      for (const env of envs) pipe.hmget(textKey(env), ...top.map((t) => t.norm));
      const texts = ((await pipe.exec()) ?? []).map(([, r]) => (r ?? []) as (string | null)[]);
      return top.map((t, i) => ({
        question: texts.map((x) => x[i]).find((x): x is string => !!x) ?? t.norm,
        count: t.count,
      }));
    },

    async hourlyQuestions(scope) {
      const hours = daysBetween(scope.fromDay, scope.toDay).flatMap((d) =>
        Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, "0")}`),
      );
      if (!hours.length) return [];
      const pipe = redis.pipeline();
      for (const c of combos(scope)) pipe.hmget(hourlyKey(c), ...hours);
      const sums = new Array<number>(hours.length).fill(0);
      for (const [, r] of (await pipe.exec()) ?? [])
        ((r ?? []) as (string | null)[]).forEach((v, i) => {
          sums[i] = (sums[i] ?? 0) + countOf(v);
        });
      return hours
        .map((hour, i) => ({ hour, questions: sums[i] ?? 0 }))
        .filter((h) => h.questions > 0);
    },

    async topicCounts(scope) {
      const pipe = redis.pipeline();
      for (const c of combos(scope)) pipe.hgetall(topicsKey(c));
      const out: Record<string, number> = {};
      for (const [, r] of (await pipe.exec()) ?? [])
        for (const [field, v] of Object.entries((r ?? {}) as Record<string, string>)) {
          const [day, topic] = field.split("|");
          if (!day || !topic || day < scope.fromDay || day > scope.toDay) continue;
          out[topic] = (out[topic] ?? 0) + countOf(v);
        }
      return out;
    },
  };
}
