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
  // Each name's start is built once (keyspace joins its parts with ":"): every write names four
  // or five of a combination's keys.
  const conv = key("conv", "");
  const index = key("conv", "idx", "");
  const daily = key("an", "daily", "");
  const hourly = key("an", "hourly", "");
  const topics = key("an", "topics", "");
  return {
    convKey: (id: string) => conv + id,
    msgsKey: (id: string) => `${conv}${id}:msgs`,
    indexKey: (c: Combo) => `${index}${c.env}:${c.source}`,
    dailyKey: (c: Combo) => `${daily}${c.env}:${c.source}`,
    hourlyKey: (c: Combo) => `${hourly}${c.env}:${c.source}`,
    topicsKey: (c: Combo) => `${topics}${c.env}:${c.source}`,
    questionsKey: (c: Combo, level: number, bucket: number) =>
      key("an", "q", c.env, c.source, String(level), String(bucket)),
    textKey: (env: AppEnvironment) => key("an", "qtext", env),
  };
}
