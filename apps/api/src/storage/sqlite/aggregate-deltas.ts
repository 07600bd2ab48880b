import type { Database } from "bun:sqlite";
import type { ConversationMessage } from "@repo/schemas";
import {
  BUCKET_LEVELS,
  bucketsOfDay,
  displayQuestion,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../../lib/analytics-keys";
import type { Deferred } from "./group-commit";

/** What one write adds to the aggregates (see conversation-tables.ts), in the order it did. */
type Delta =
  | { t: "daily"; day: string; env: string; source: string; c: number; q: number; m: number }
  | { t: "question"; message: ConversationMessage; day: string; env: string; source: string }
  /** The write cleared these conversations (all environments when `env` is undefined). */
  | { t: "clear"; env: string | undefined };

interface Count {
  args: (string | number)[];
  n: number;
}
interface QuestionCount {
  day: string;
  env: string;
  source: string;
  norm: string;
  /** The first asking's words, shown when the question is new. */
  text: string;
  n: number;
}
interface DailyCount {
  day: string;
  env: string;
  source: string;
  c: number;
  q: number;
  m: number;
}

/** `\0` never occurs in a day, an environment, a source, a topic or a normalised question. */
const keyOf = (...parts: string[]) => parts.join("\0");

/**
 * The aggregates a group commit's conversation writes add, merged per key and written just
 * before its COMMIT (see `Deferred` in group-commit.ts), in the same transaction as the data:
 * a busy moment's questions share one upsert of their day's and hour's rows (and of each
 * topic and question asked more than once) instead of one upsert each. Sums are what
 * writing each delta at once gave; nothing reads these tables inside a write.
 */
export function createAggregateDeltas(db: Database): Deferred & {
  /** A new conversation counted on its day. */
  conversation(day: string, env: string, source: string): void;
  /** A conversation's messages and questions of one day. */
  messages(day: string, env: string, source: string, q: number, m: number): void;
  /** One asked message in the hourly, topic and question aggregates. */
  question(message: ConversationMessage, day: string, env: string, source: string): void;
  /** The conversations of `env` (or all) were deleted with their aggregates. */
  cleared(env: string | undefined): void;
} {
  const addDaily = db.query(`
    INSERT INTO analytics_daily (day, environment, source, conversations, questions, messages)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET
      conversations = conversations + excluded.conversations,
      questions = questions + excluded.questions,
      messages = messages + excluded.messages`);
  const addHourly = db.query(`
    INSERT INTO analytics_hourly (hour, environment, source, questions) VALUES (?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET questions = questions + excluded.questions`);
  const addTopic = db.query(`
    INSERT INTO analytics_topics (day, environment, source, topic, questions) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET questions = questions + excluded.questions`);
  // A question seen before is only read: an upsert would rewrite its row and unique index.
  const knownQuestion = db.query<{ id: number }, [string]>(
    "SELECT id FROM question_texts WHERE norm = ?",
  );
  const newQuestion = db.query<{ id: number }, [string, string]>(
    "INSERT INTO question_texts (norm, text) VALUES (?, ?) RETURNING id",
  );
  // One statement for every level's block of the day (see bucketsOfDay): a row each.
  const addQuestion = db.query(`
    INSERT INTO analytics_question_counts (level, bucket, environment, source, qid, count)
    VALUES ${Array.from({ length: BUCKET_LEVELS }, () => "(?, ?, ?, ?, ?, ?)").join(", ")}
    ON CONFLICT DO UPDATE SET count = count + excluded.count`);

  let log: Delta[] = [];

  /** Merges the log per key; a clear drops what came before it for its environment. */
  const merge = () => {
    const daily = new Map<string, DailyCount>();
    const hourly = new Map<string, Count>();
    const topics = new Map<string, Count>();
    const questions = new Map<string, QuestionCount>();
    const bump = (map: Map<string, Count>, key: string, args: (string | number)[]) => {
      const count = map.get(key);
      if (count) count.n++;
      else map.set(key, { args, n: 1 });
    };
    for (const d of log) {
      if (d.t === "clear") {
        for (const map of [daily, hourly, topics, questions] as Map<string, unknown>[])
          for (const key of map.keys())
            if (d.env === undefined || key.split("\0")[1] === d.env) map.delete(key);
        continue;
      }
      if (d.t === "daily") {
        const key = keyOf(d.day, d.env, d.source);
        const count = daily.get(key);
        if (!count) daily.set(key, { ...d });
        else {
          count.c += d.c;
          count.q += d.q;
          count.m += d.m;
        }
        continue;
      }
      const { message, day, env, source } = d;
      const hour = hourOf(message.timestamp);
      bump(hourly, keyOf(hour, env, source), [hour, env, source]);
      for (const topic of questionTopics(message.text))
        bump(topics, keyOf(day, env, source, topic), [day, env, source, topic]);
      const norm = normalizeQuestion(message.text);
      if (!norm) continue;
      const key = keyOf(day, env, source, norm);
      const count = questions.get(key);
      if (count) count.n++;
      else questions.set(key, { day, env, source, norm, text: message.text, n: 1 });
    }
    return { daily, hourly, topics, questions };
  };

  return {
    conversation(day, env, source) {
      log.push({ t: "daily", day, env, source, c: 1, q: 0, m: 0 });
    },
    messages(day, env, source, q, m) {
      log.push({ t: "daily", day, env, source, c: 0, q, m });
    },
    question(message, day, env, source) {
      log.push({ t: "question", message, day, env, source });
    },
    cleared(env) {
      log.push({ t: "clear", env });
    },
    mark: () => log.length,
    undo(mark) {
      log.length = Math.min(log.length, mark);
    },
    apply() {
      if (!log.length) return;
      const { daily, hourly, topics, questions } = merge();
      log = [];
      for (const d of daily.values()) addDaily.run(d.day, d.env, d.source, d.c, d.q, d.m);
      for (const { args, n } of hourly.values()) addHourly.run(...args, n);
      for (const { args, n } of topics.values()) addTopic.run(...args, n);
      for (const { day, env, source, norm, text, n } of questions.values()) {
        const qid = (knownQuestion.get(norm) ?? newQuestion.get(norm, displayQuestion(text)))?.id;
        if (qid === undefined) continue;
        addQuestion.run(
          ...bucketsOfDay(day).flatMap((b) => [b.level, b.bucket, env, source, qid, n]),
        );
      }
    },
  };
}
