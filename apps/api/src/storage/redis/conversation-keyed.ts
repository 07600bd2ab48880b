import type { Conversation, ConversationMessage } from "@repo/schemas";
import type { Redis } from "ioredis";
import { AppError } from "../../lib/errors";
import { newConversation } from "../records";
import type { ConversationRepository } from "../types";
import type { Keys } from "./client";
import { APPEND_QUIET_BODY, CREATE_APPEND_BODY, MESSAGE_JSONS } from "./conversation-scripts";
import { kvEntryKey } from "./kv";
import { luaScript, packArgs, unpackedArgv } from "./lua";

/**
 * A keyed exchange in one step: the kv entry (KEYS[1], a JSON string: the conversation's id, as
 * kv.set stores it) is read; when it names a conversation that APPEND accepts (there, and of
 * this environment and source), the messages go there and the entry's expiry is renewed;
 * otherwise CREATE_APPEND starts the new conversation and the entry is set to its id. Returns
 * the id written to, or false when the new id is taken (nothing written).
 * KEYS: the kv entry, then CREATE_APPEND's keys (index, conv, msgs, daily, …, of the new id).
 * ARGV: the entry's expiry (ms), the conversation key prefix (`…conv:`), then CREATE_APPEND's
 * ARGV packed in one (packArgs: start score, id, `{day}|c`, the number of field/value pairs,
 * the pairs, APPEND's ARGV), then the messages' JSON (MESSAGE_JSONS).
 * An existing conversation's two keys are named from the prefix and the id read, as CLEAR
 * names the keys of the ids it reads.
 */
export const APPEND_KEYED = `
${MESSAGE_JSONS(3)}
local function append(KEYS, ARGV)
${APPEND_QUIET_BODY}
end
local function create_append(KEYS, ARGV)
${CREATE_APPEND_BODY}
end
local created = ${unpackedArgv(3)}
local entry = redis.call("GET", KEYS[1])
if entry then
  local ok, id = pcall(cjson.decode, entry)
  if ok and type(id) == "string" then
    local fields = tonumber(created[4])
    local keys = {ARGV[2] .. id, ARGV[2] .. id .. ":msgs", unpack(KEYS, 5)}
    if append(keys, {unpack(created, 5 + 2 * fields)}) then
      redis.call("PEXPIRE", KEYS[1], ARGV[1])
      return id
    end
  end
end
if create_append({unpack(KEYS, 2)}, created) == 0 then return false end
redis.call("SET", KEYS[1], cjson.encode(created[2]), "PX", ARGV[1])
return created[2]`;

/** A new conversation's CREATE_APPEND call: its keys, ARGV and messages' JSON. */
export type CreateAppendCall = (
  conversation: Conversation,
  messages: ConversationMessage[],
  tags: string[],
) => { keys: string[]; args: string[]; jsons: string[] };

/** ConversationRepository.appendKeyed: one APPEND_KEYED call. */
export function redisAppendKeyed(
  redis: Redis,
  key: Keys,
  createAppendCall: CreateAppendCall,
): ConversationRepository["appendKeyed"] {
  const script = luaScript(redis, APPEND_KEYED);
  const prefix = `${key("conv")}:`;
  return async (entry, ttlMs, input, messages, tags) => {
    const { keys, args, jsons } = createAppendCall(newConversation(input), messages, tags ?? []);
    const id = await script(
      keys.length + 1,
      kvEntryKey(key, entry),
      keys,
      String(ttlMs),
      prefix,
      packArgs(args),
      jsons,
    );
    if (typeof id !== "string")
      throw new AppError("conflict", `Conversation ${input.id} already exists`);
    return id;
  };
}
