/** The Lua scripts that keep a Redis conversation and its aggregates in step (one step each). */

/** ZUNIONSTORE of KEYS[2..] into KEYS[1], its top ARGV[1] with scores, then the temp key goes. */
export const TOP_OF_UNION = `
redis.call("ZUNIONSTORE", KEYS[1], #KEYS - 1, unpack(KEYS, 2))
local top = redis.call("ZRANGE", KEYS[1], 0, tonumber(ARGV[1]) - 1, "REV", "WITHSCORES")
redis.call("DEL", KEYS[1])
return top`;

/**
 * Starts a conversation unless its id is taken (then 0, nothing written): the record, its
 * index entry and the day's conversation counter in one step. A stray hash without an `id`
 * (left by older versions racing a clear) is replaced.
 * KEYS: conv, index, daily, msgs. ARGV: start score, id, `{day}|c`, then field/value pairs.
 */
export const CREATE = `
if redis.call("HEXISTS", KEYS[1], "id") == 1 then return 0 end
redis.call("DEL", KEYS[1], KEYS[4])
redis.call("HSET", KEYS[1], unpack(ARGV, 4))
redis.call("ZADD", KEYS[2], ARGV[1], ARGV[2])
redis.call("HINCRBY", KEYS[3], ARGV[3], 1)
return 1`;

/**
 * Appends one message only while the conversation still exists (as the environment and source
 * the caller read), updating the record, the message list and every aggregate in one step, so
 * a clear of its environment sees either all of it or none. Returns the record (HGETALL) or nil.
 * KEYS: conv, msgs, daily, hourly, topics, qtext, then the question bucket ZSETs.
 * ARGV: env, source, message JSON, timestamp, day, a question (1/0), first-message preview, hour,
 * normalised question ("" for none), display text, then the topics.
 */
export const APPEND = `
local cur = redis.call("HMGET", KEYS[1], "id", "environment", "source", "updatedAt")
if not cur[1] or cur[2] ~= ARGV[1] or cur[3] ~= ARGV[2] then return false end
redis.call("RPUSH", KEYS[2], ARGV[3])
redis.call("HINCRBY", KEYS[1], "messageCount", 1)
redis.call("HINCRBY", KEYS[3], ARGV[5] .. "|m", 1)
if not cur[4] or ARGV[4] > cur[4] then redis.call("HSET", KEYS[1], "updatedAt", ARGV[4]) end
if ARGV[7] ~= "" then redis.call("HSETNX", KEYS[1], "firstQuestion", ARGV[7]) end
if ARGV[6] == "1" then
  redis.call("HINCRBY", KEYS[1], "questionCount", 1)
  redis.call("HINCRBY", KEYS[3], ARGV[5] .. "|q", 1)
  redis.call("HINCRBY", KEYS[4], ARGV[8], 1)
  for i = 11, #ARGV do redis.call("HINCRBY", KEYS[5], ARGV[5] .. "|" .. ARGV[i], 1) end
  if ARGV[9] ~= "" then
    redis.call("HSETNX", KEYS[6], ARGV[9], ARGV[10])
    for i = 7, #KEYS do redis.call("ZINCRBY", KEYS[i], 1, ARGV[9]) end
  end
end
return redis.call("HGETALL", KEYS[1])`;

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

/**
 * Adds tags to an existing conversation's JSON list (KEYS[1] field `tags`), keeping each once
 * and the order they came in; never creates a partial record. ARGV: the tags.
 */
export const ADD_TAGS = `
local current = redis.call("HGET", KEYS[1], "tags")
if not current or redis.call("HEXISTS", KEYS[1], "id") == 0 then return 0 end
local tags = cjson.decode(current)
local seen = {}
for _, t in ipairs(tags) do seen[t] = true end
for i = 1, #ARGV do
  if not seen[ARGV[i]] then
    seen[ARGV[i]] = true
    tags[#tags + 1] = ARGV[i]
  end
end
if #tags == 0 then return 1 end
redis.call("HSET", KEYS[1], "tags", cjson.encode(tags))
return 1`;
