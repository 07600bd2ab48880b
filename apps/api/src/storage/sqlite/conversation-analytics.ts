import type { Database } from "bun:sqlite";
import type { AnalyticsScope, ConversationRepository, DailyCountRow } from "../types";
import { conditions } from "./db";
import type { sqliteQuestionCounts } from "./question-counts";

type AnalyticsReads = Pick<
  ConversationRepository,
  "dailyCounts" | "popularQuestions" | "hourlyQuestions" | "topicCounts"
>;

/** `AND environment = $environment AND source = $source` for the parts of the scope given. */
const scopeSql = (scope: { environment?: string; source?: string }) =>
  conditions({ "environment = $environment": scope.environment, "source = $source": scope.source });

/** The dashboard's figures, read from the aggregate tables (see conversation-tables.ts). */
export function createConversationAnalytics(
  db: Database,
  questionCounts: ReturnType<typeof sqliteQuestionCounts>,
): AnalyticsReads {
  return {
    async dailyCounts(scope: AnalyticsScope) {
      const { sql, params } = scopeSql(scope);
      return db
        .query<DailyCountRow, Record<string, string>>(
          `SELECT day, source, SUM(conversations) AS conversations, SUM(questions) AS questions,
           SUM(messages) AS messages
         FROM analytics_daily WHERE day BETWEEN $fromDay AND $toDay${sql}
         GROUP BY day, source ORDER BY day, source`,
        )
        .all({ ...params, fromDay: scope.fromDay, toDay: scope.toDay });
    },
    async popularQuestions(scope, limit) {
      const { sql, params } = scopeSql(scope);
      // Only blocks wholly at or before the day rolled up through are read, and a day's own row
      // stays after its roll-up, so a roll-up meanwhile counts nothing twice; the one read
      // transaction reads the day and the counts at one moment.
      return db.transaction(() => {
        const ranges = questionCounts.ranges(scope.fromDay, scope.toDay);
        if (!ranges.length) return [];
        const parts = ranges.map(
          (_, i) =>
            `SELECT qid, count FROM analytics_question_counts
           WHERE level = $l${i} AND bucket BETWEEN $f${i} AND $t${i}${sql}`,
        );
        const args: Record<string, string | number> = { ...params, limit };
        ranges.forEach((r, i) => {
          args[`l${i}`] = r.level;
          args[`f${i}`] = r.from;
          args[`t${i}`] = r.to;
        });
        return db
          .query<{ question: string; count: number }, Record<string, string | number>>(
            `SELECT t.text AS question, top.n AS count FROM (
             SELECT qid, SUM(count) AS n FROM (${parts.join(" UNION ALL ")})
             GROUP BY qid ORDER BY n DESC, qid LIMIT $limit
           ) AS top JOIN question_texts t ON t.id = top.qid ORDER BY top.n DESC, top.qid`,
          )
          .all(args);
      })();
    },
    async hourlyQuestions(scope) {
      const { sql, params } = scopeSql(scope);
      return db
        .query<{ hour: string; questions: number }, Record<string, string>>(
          `SELECT hour, SUM(questions) AS questions FROM analytics_hourly
         WHERE hour BETWEEN $from AND $to${sql} GROUP BY hour ORDER BY hour`,
        )
        .all({ ...params, from: `${scope.fromDay}T00`, to: `${scope.toDay}T23` });
    },
    async topicCounts(scope) {
      const { sql, params } = scopeSql(scope);
      const rows = db
        .query<{ topic: string; n: number }, Record<string, string>>(
          `SELECT topic, SUM(questions) AS n FROM analytics_topics
         WHERE day BETWEEN $fromDay AND $toDay${sql} GROUP BY topic`,
        )
        .all({ ...params, fromDay: scope.fromDay, toDay: scope.toDay });
      return Object.fromEntries(rows.map((r) => [r.topic, r.n]));
    },
  };
}
