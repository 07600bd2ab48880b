/** The Lua scripts that keep a Redis conversation and its aggregates in step (one step each). */
import { unpackedArgv } from "./lua";

/**
 * ZUNIONSTORE of KEYS[2..] into KEYS[1], its top ARGV[1] with scores, then the temp key goes.
 * A block key of another type (written by hand) would fail the union, and with it the
 * dashboard, for as long as it is kept: then only the keys holding a sorted set are united
 * (their types read only on that path, not on every dashboard load).
 */
export const TOP_OF_UNION = `
local united = redis.pcall("ZUNIONSTORE", KEYS[1], #KEYS - 1, unpack(KEYS, 2))
if type(united) == "table" and united.err then
  local zsets = {}
  for i = 2, #KEYS do
    if redis.call("TYPE", KEYS[i]).ok == "zset" then zsets[#zsets + 1] = KEYS[i] end
  end
  if #zsets == 0 then return {} end
  redis.call("ZUNIONSTORE", KEYS[1], #zsets, unpack(zsets))
end
local top = redis.call("ZRANGE", KEYS[1], 0, tonumber(ARGV[1]) - 1, "REV", "WITHSCORES")
redis.call("DEL", KEYS[1])
return top`;

/**
 * Starts a conversation unless its id is taken (then 0, nothing written): the record, its
 * index entry and the day's conversation counter in one step. A stray hash without an `id`
 * (left by older versions racing a clear) is replaced; a new id (the usual case) costs one
 * check, not a check and a delete. The index entry goes first, the only write that can raise
 * (the day's count is a redis.pcall, see appendWrites), so a failing create writes nothing.
 * KEYS: conv, index, daily, msgs. ARGV: start score, id, `{day}|c`, then field/value pairs.
 */
export const CREATE = `
if redis.call("EXISTS", KEYS[1], KEYS[4]) > 0 then
  if redis.call("HEXISTS", KEYS[1], "id") == 1 then return 0 end
  redis.call("DEL", KEYS[1], KEYS[4])
end
redis.call("ZADD", KEYS[2], ARGV[1], ARGV[2])
redis.call("HSET", KEYS[1], unpack(ARGV, 4))
redis.pcall("HINCRBY", KEYS[3], ARGV[3], "1")
return 1`;

/**
 * The fields of a conversation's record the caller does not know already (it named the id,
 * environment and source), as APPEND returns them: 8 values instead of HGETALL's 22.
 */
export const RECORD_FIELDS = [
  "startedAt",
  "updatedAt",
  "messageCount",
  "questionCount",
  "tags",
  "firstQuestion",
  "visitorId",
  "leadId",
] as const;

/** The record's fields APPEND's steps read (and update): `cur`'s first, in this order. */
const STEP_FIELDS = [
  "id",
  "environment",
  "source",
  "updatedAt",
  "messageCount",
  "questionCount",
  "tags",
  "firstQuestion",
] as const;
/** `cur`'s fields, as HMGET reads them for APPEND: the steps', then those only its reply names. */
const CUR_FIELDS = [...STEP_FIELDS, "startedAt", "visitorId", "leadId"] as const;
/** A field of `cur` in Lua (`cur[n]`): a step can name only the fields every APPEND reads. */
const cur = (field: (typeof CUR_FIELDS)[number]) => `cur[${CUR_FIELDS.indexOf(field) + 1}]`;
const step = (field: (typeof STEP_FIELDS)[number]) => cur(field);

/**
 * APPEND's steps (appendChecks, then appendWrites) once `cur` (the record's fields, as
 * HMGET reads them) and `set` (field/value pairs to write) are known: its keys from KEYS[k + 1] on, its arguments from ARGV[a + 1] on
 * (`a` a Lua local), so CREATE_APPEND runs them on its own keys and arguments without copying;
 * the messages' JSON from JSONS[j + 1] on (`JSONS` and `j` locals of the calling script).
 */
/** What APPEND returns once written: the record's RECORD_FIELDS. */
const RECORD_REPLY = `return {${RECORD_FIELDS.map(cur).join(", ")}}`;

/**
 * Lua that adds a field's new value to `set` (HSET's field/value pairs), given the field's name
 * and the Lua expression of its value. APPEND's `set` starts empty, so a field goes once.
 */
type Put = (field: (typeof STEP_FIELDS)[number], value: string) => string;
const appendPut: Put = (field, value) => `set[#set + 1] = "${field}"
set[#set + 1] = ${value}`;

/**
 * APPEND's checks, before any write: the record is there as named, and the new tags are merged
 * into `set`. Stored tags that do not decode to a list of strings count as none, as on SQLite:
 * the new ones replace them (a decode error is caught, so a bad value never fails the call).
 * Redis keeps what a failing script wrote before it raised, so anything that can raise comes
 * first.
 */
const appendChecks = (put: Put) => `
if not ${step("id")} or ${step("environment")} ~= ARGV[a + 1] or ${step("source")} ~= ARGV[a + 2] then return false end
local tagCount = tonumber(ARGV[a + 3])
if tagCount > 0 then
  -- A record without the field (an older version's) has no tags yet: the new ones are its first.
  local ok, tags = true, nil
  if ${step("tags")} then ok, tags = pcall(cjson.decode, ${step("tags")}) else tags = {} end
  -- Not a list of strings (an object's keys, a number, a list holding others): replaced by the
  -- new tags, written even if none of them is new.
  local bad = not ok or type(tags) ~= "table"
  if not bad then
    local entries = 0
    for _, t in pairs(tags) do
      entries = entries + 1
      if type(t) ~= "string" then bad = true end
    end
    bad = bad or entries ~= #tags
  end
  if bad then tags = {} end
  local seen, added = {}, bad
  for _, t in ipairs(tags) do seen[t] = true end
  for t = a + 4, a + 3 + tagCount do
    if not seen[ARGV[t]] then
      seen[ARGV[t]] = true
      tags[#tags + 1] = ARGV[t]
      added = true
    end
  end
  if added then
    ${step("tags")} = cjson.encode(tags)
    ${put("tags", step("tags"))}
  end
end`;

/**
 * APPEND's writes, once appendChecks passed. Every aggregate (the daily, hourly and topic
 * counts, the question blocks and texts) is written with redis.pcall, which costs what
 * redis.call does but returns an error instead of raising: a key damaged into another type (or
 * a count into text) misses this count and is left as it is, while the conversation is still
 * written whole. So only the first write (the messages') can raise, and then nothing is
 * written; the record's HSET comes last and cannot (HMGET read it as a hash).
 */
const appendWrites = (k: number, reply: string, put: Put) => {
  const K = (n: number) => `KEYS[${n + k}]`;
  return `
local at, first = ${step("updatedAt")}, ${step("firstQuestion")}
local messages, questions, bucket = #JSONS - j, 0, ${7 + k}
-- The first write and the only one that can raise (the aggregates' are pcalls): a message list
-- of another type raises here (WRONGTYPE), with nothing written.
if messages > 0 then redis.call("RPUSH", ${K(2)}, unpack(JSONS, j + 1, j + messages)) end
local perDay, days = {}, {}
local i = a + 4 + tonumber(ARGV[a + 3])
while i <= #ARGV do
  local ts, day, buckets, topics = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 7]), tonumber(ARGV[i + 8])
  if not perDay[day] then
    perDay[day] = 0
    days[#days + 1] = day
  end
  perDay[day] = perDay[day] + 1
  if not at or ts > at then at = ts end
  if not first and ARGV[i + 3] ~= "" then first = ARGV[i + 3] end
  if ARGV[i + 2] == "1" then
    questions = questions + 1
    redis.pcall("HINCRBY", ${K(3)}, day .. "|q", "1")
    redis.pcall("HINCRBY", ${K(4)}, ARGV[i + 4], "1")
    for t = 1, topics do redis.pcall("HINCRBY", ${K(5)}, day .. "|" .. ARGV[i + 8 + t], "1") end
    if buckets > 0 then
      -- Its shown text is set when its day's block first counts it (see appendBody).
      if redis.pcall("ZINCRBY", KEYS[bucket], "1", ARGV[i + 5]) == "1" then
        redis.pcall("HSETNX", ${K(6)}, ARGV[i + 5], ARGV[i + 6])
      end
      for b = bucket + 1, bucket + buckets - 1 do redis.pcall("ZINCRBY", KEYS[b], "1", ARGV[i + 5]) end
      bucket = bucket + buckets
    end
  end
  i = i + 9 + topics
end
for _, day in ipairs(days) do redis.pcall("HINCRBY", ${K(3)}, day .. "|m", perDay[day]) end
if messages > 0 then
  ${step("messageCount")} = tostring((tonumber(${step("messageCount")}) or 0) + messages)
  ${put("messageCount", step("messageCount"))}
end
if questions > 0 then
  ${step("questionCount")} = tostring((tonumber(${step("questionCount")}) or 0) + questions)
  ${put("questionCount", step("questionCount"))}
end
if at ~= ${step("updatedAt")} then
  ${step("updatedAt")} = at
  ${put("updatedAt", "at")}
end
if first ~= ${step("firstQuestion")} then
  ${step("firstQuestion")} = first
  ${put("firstQuestion", "first")}
end
if #set > 0 then redis.call("HSET", ${K(1)}, unpack(set)) end
${reply}`;
};

/**
 * Appends messages in order (none: only the tags), with tags to merge, only while the
 * conversation still exists (as the environment and source the caller knows), updating the
 * record, the message list and every aggregate in one step, so a clear of its environment sees
 * either all of it or none; a question and its answer are one call. Returns the record's
 * RECORD_FIELDS as they are after the call (as HMGET would) or nil.
 *
 * Each redis.call costs Redis about as much again as the command itself, so the script reads
 * the record once and writes it once (its counts are added to what it read, which nothing can
 * change in between: a script runs alone), pushes the messages in one RPUSH and counts a day's
 * messages in one HINCRBY: the same fields and values as a call per message. Increments go as
 * the string "1": Redis turns a Lua number handed to redis.call into text with sprintf
 * (~0.2 µs each, seven or eight a question). A question's shown text (HSETNX on qtext) is
 * set only when its day's block counts it the first time (ZINCRBY answers 1): any later count
 * finds it set, since CLEAR deletes an environment's texts and blocks together, so the other
 * questions skip that call. The limit: a text deleted on its own (by hand, or by an older
 * version's clear that was not one step) is set again only on the next day the question is
 * asked; until then the admin sees its normalised form.
 * KEYS: conv, msgs, daily, hourly, topics, qtext, then the question bucket ZSETs of every
 * message with a normalised question, in message order (each one's day block first).
 * ARGV: env, source, the number of tags, the tags, then per message: its timestamp, day,
 * a question (1/0), first-message preview ("" for none), hour, normalised question ("" for
 * none), display text, how many bucket keys it uses, how many topics, the topics.
 * JSONS: the messages' JSON, in order, as stored (see MESSAGE_JSONS).
 */
const appendBody = (fields: readonly string[], reply: string) => `
local a = 0
local cur = redis.call("HMGET", KEYS[1], ${fields.map((f) => `"${f}"`).join(", ")})
local set = {}
${appendChecks(appendPut)}
${appendWrites(0, reply, appendPut)}`;
export const APPEND_BODY = appendBody(CUR_FIELDS, RECORD_REPLY);

/**
 * APPEND's body returning 1 instead of the record (nil still when nothing was written), for
 * callers that only need to know it was written: the same checks and writes, from a read of
 * only the fields its steps use (8 of 11; each field HMGET looks up is a scan of the record's
 * listpack, a whole one for fields the record lacks, as visitorId and leadId mostly are).
 */
export const APPEND_QUIET_BODY = appendBody(STEP_FIELDS, "return 1");

/**
 * CREATE_APPEND's put: a field given with the new record (`pos` holds where its value is in
 * `set`) takes its new value there; another goes after them. Each field is written once, so
 * the one HSET carries no value that a later one replaces (each pair costs Redis a look-up in
 * the new record, and the append-only file its bytes).
 */
const createPut: Put = (field, value) =>
  `if pos.${field} then set[pos.${field}] = ${value} else ${appendPut(field, value)} end`;

/**
 * CREATE then APPEND in one step (a conversation with its first messages), the same writes as
 * the two calls: 0 (nothing written) when the id is taken, else APPEND's result. The new record
 * is written once: APPEND's steps start from its fields as given (no HMGET of what was just
 * set) and its changes replace their values in the one HSET (the fields in the order given,
 * then those the record did not have, as the two calls leave them).
 * KEYS: index, then APPEND's keys (conv, msgs, daily, …). ARGV: start score, id, `{day}|c`,
 * the number of field/value pairs, the pairs, then APPEND's ARGV.
 */
export const CREATE_APPEND_BODY = `
local a = 4 + 2 * tonumber(ARGV[4])
local set, pos = {unpack(ARGV, 5, a)}, {}
for p = 5, a, 2 do pos[ARGV[p]] = p - 3 end
local cur = {${CUR_FIELDS.map((f) => `pos.${f} and set[pos.${f}] or false`).join(", ")}}
${appendChecks(createPut)}
if redis.call("EXISTS", KEYS[2], KEYS[3]) > 0 then
  if redis.call("HEXISTS", KEYS[2], "id") == 1 then return 0 end
  redis.call("DEL", KEYS[2], KEYS[3])
end
-- The first write (a stray's DEL aside) and the only one that can raise: see appendWrites.
redis.call("ZADD", KEYS[1], ARGV[1], ARGV[2])
redis.pcall("HINCRBY", KEYS[4], ARGV[3], "1")
${appendWrites(1, RECORD_REPLY, createPut)}`;

/**
 * Where the scripts find the messages' JSON: each in an argument of its own after the packed
 * ones, from ARGV[n + 1] on, as stored. Packed, each JSON text went through JSON.stringify and
 * Redis's Lua JSON decoder once more, its quotes escaped and read back: the decoder costs
 * redis-server ~3 µs per KB, and an answer's JSON is most of what an exchange carries.
 */
export const MESSAGE_JSONS = (n: number) => `local JSONS, j = ARGV, ${n}`;

/** APPEND as called: its ARGV packed in ARGV[1] (see packArgs), the messages' JSON after it. */
export const APPEND = `${MESSAGE_JSONS(1)}
local ARGV = ${unpackedArgv()}${APPEND_BODY}`;

/**
 * APPEND returning 1 instead of the record (nil still when nothing was written): the same
 * keys, arguments and writes. Eight values fewer to reply with and for the client to decode
 * (ConversationRepository.addMessages: a chat exchange only needs to know it was written).
 */
export const APPEND_QUIET = `${MESSAGE_JSONS(1)}
local ARGV = ${unpackedArgv()}${APPEND_QUIET_BODY}`;

/** CREATE_APPEND as called: its ARGV packed in ARGV[1] (see packArgs), the JSON after it. */
export const CREATE_APPEND = `${MESSAGE_JSONS(1)}
local ARGV = ${unpackedArgv()}${CREATE_APPEND_BODY}`;

/** Sets one field of an existing conversation (KEYS[1]); never creates a partial record. */
export const SET_IF_EXISTS = `
if redis.call("HEXISTS", KEYS[1], "id") == 0 then return 0 end
redis.call("HSET", KEYS[1], ARGV[1], ARGV[2])
return 1`;

/**
 * Deletes the conversations of the given index ZSETs (KEYS), their messages and the indexes,
 * then every aggregate key matching ARGV[2..], all in one step: a concurrent create or append
 * lands wholly before (and is deleted) or wholly after (and is kept, counted).
 * ARGV[1]: the conversation key prefix (`…conv:`). Returns how many conversations went.
 */
export const CLEAR = `
local removed = 0
for _, idx in ipairs(KEYS) do
  local ids = redis.call("ZRANGE", idx, 0, -1)
  removed = removed + #ids
  for i = 1, #ids do redis.call("UNLINK", ARGV[1] .. ids[i], ARGV[1] .. ids[i] .. ":msgs") end
  redis.call("UNLINK", idx)
end
for p = 2, #ARGV do
  local cursor = "0"
  repeat
    local r = redis.call("SCAN", cursor, "MATCH", ARGV[p], "COUNT", 1000)
    cursor = r[1]
    for _, k in ipairs(r[2]) do redis.call("UNLINK", k) end
  until cursor == "0"
end
return removed`;
