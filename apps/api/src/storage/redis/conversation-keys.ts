import type { AppEnvironment, ConversationSource } from "@repo/schemas";
import { appEnvironmentSchema, conversationSourceSchema } from "@repo/schemas";
import type { Keys } from "./client";

/** One environment and source: the aggregates are kept per combination. */
export type Combo = { env: AppEnvironment; source: ConversationSource };

/** Every environment/source combination a scope covers (all of them for an unset part). */
export const combos = (scope: {
  environment?: AppEnvironment;
  source?: ConversationSource;
}): Combo[] =>
  (scope.environment ? [scope.environment] : appEnvironmentSchema.options).flatMap((env) =>
    (scope.source ? [scope.source] : conversationSourceSchema.options).map((source) => ({
      env,
      source,
    })),
  );

/**
 * conv:{id} HASH, conv:{id}:msgs LIST, conv:idx:{env}:{source} ZSET by start time.
 * Aggregates, written by the same script as each message:
 * an:daily:{env}:{source} HASH `{day}|c|q|m`; an:hourly:{env}:{source} HASH `{hour}`;
 * an:topics:{env}:{source} HASH `{day}|{topic}`; an:q:{env}:{source}:{level}:{bucket} ZSET
 * normalised question → count (blocks of days, see coverDays); an:qtext:{env} HASH norm → text.
 */
export function conversationKeys(key: Keys) {
  // The keys of a combination, built once: every write names four or five of them. The
  // combinations are few (environments × sources); names read back from a damaged record are
  // built each time once the cache is full.
  const built = new Map<
    string,
    Map<string, Record<"index" | "daily" | "hourly" | "topics", string>>
  >();
  let count = 0;
  const of = (c: Combo) => {
    const found = built.get(c.env)?.get(c.source);
    if (found) return found;
    const keys = {
      index: key("conv", "idx", c.env, c.source),
      daily: key("an", "daily", c.env, c.source),
      hourly: key("an", "hourly", c.env, c.source),
      topics: key("an", "topics", c.env, c.source),
    };
    if (count < 64) {
      count++;
      const bySource = built.get(c.env) ?? new Map();
      bySource.set(c.source, keys);
      built.set(c.env, bySource);
    }
    return keys;
  };
  const conv = key("conv", "");
  return {
    convKey: (id: string) => conv + id,
    msgsKey: (id: string) => `${conv}${id}:msgs`,
    indexKey: (c: Combo) => of(c).index,
    dailyKey: (c: Combo) => of(c).daily,
    hourlyKey: (c: Combo) => of(c).hourly,
    topicsKey: (c: Combo) => of(c).topics,
    questionsKey: (c: Combo, level: number, bucket: number) =>
      key("an", "q", c.env, c.source, String(level), String(bucket)),
    textKey: (env: AppEnvironment) => key("an", "qtext", env),
  };
}
