/**
 * The assistant every channel shares (website chat, MCP `ask`, NLWeb): the configured LLM
 * grounded in retrieved site passages, or the built-in responder when there is none, it
 * times out or fails.
 */
import type { VisitorMemory } from "@repo/schemas";
import type { Deps } from "../context";
import { cleanReplyMarkdown, siteLinkPolicy } from "../lib/reply-markdown";
import type { Intent } from "./front-desk/understanding";
import { ungroundedClaims } from "./grounding";
import type { KnowledgeHit } from "./knowledge";
import { LLM_TIMEOUT_MS } from "./llm";
import { buildMessages, leaksPrompt } from "./prompt";
import { detectTopics, factIndexFor, factSources, isRefused, respond } from "./responder";

export { buildSystemPrompt } from "./prompt";

export type AssistantChannel = "chat" | "mcp" | "nlweb";

export interface HistoryMessage {
  isUser: boolean;
  text: string;
}

export interface AnswerInput {
  question: string;
  /** Earlier messages of the conversation, oldest first. */
  history?: HistoryMessage[];
  memory?: VisitorMemory;
  /** True when the visitor gave their contact details in this conversation. */
  contactShared?: boolean;
  channel: AssistantChannel;
  /** Tokens this conversation may still spend on the LLM; at 0 the built-in responder answers. */
  tokenBudget?: number;
  /** `intentOf(question)`, when the caller has read it already (the built-in answer reuses it). */
  intent?: Intent;
}

export interface AnswerResult {
  text: string;
  sources: KnowledgeHit[];
  topics: string[];
  usedLlm: boolean;
  /** LLM tokens spent (reported by the server, or estimated); 0 for built-in answers. */
  tokensUsed: number;
  /** True when a remembered fact about the visitor shaped the answer. */
  usedMemory: boolean;
  /** True when the answer says we don't know (recorded for Chat Insights). */
  unanswered: boolean;
}

export type AssistantDeps = Pick<Deps, "llm" | "brand" | "knowledge"> &
  Partial<Pick<Deps, "logger" | "env">>;

const estimateTokens = (...texts: string[]) =>
  Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);

/**
 * The built-in answer. Its sources are the facts it answered from; only an answer without any
 * (a greeting, "I don't know") searches the site's pages for strongly matching ones.
 */
function builtIn(deps: AssistantDeps, input: AnswerInput): AnswerResult {
  const reply = respond(deps, {
    question: input.question,
    memory: input.memory,
    contactShared: input.contactShared,
    earlier: input.history?.filter((m) => m.isUser).map((m) => m.text),
    intent: input.intent,
  });
  const sources = reply.sources.length
    ? reply.sources
    : deps.knowledge.search(input.question, 5).filter((h) => h.score >= 9);
  return {
    text: reply.text,
    sources,
    topics: reply.topics,
    usedLlm: false,
    tokensUsed: 0,
    usedMemory: reply.usedMemory,
    unanswered: reply.kind === "unknown",
  };
}

/** Whether this question should go to the LLM at all (prompt-injection attempts never do). */
function llmFor(deps: AssistantDeps, input: AnswerInput) {
  if (!deps.llm) return null;
  if (input.tokenBudget !== undefined && input.tokenBudget <= 0) return null;
  if (input.intent !== undefined ? input.intent === "refuse" : isRefused(input.question))
    return null;
  return deps.llm;
}

function timeoutMs(deps: AssistantDeps): number {
  return deps.env?.CHAT_LLM_TIMEOUT_MS ?? LLM_TIMEOUT_MS;
}

function usesMemory(text: string, memory: VisitorMemory | undefined): boolean {
  if (!memory) return false;
  const t = text.toLowerCase();
  return [memory.name, memory.businessType].some((v) => v && t.includes(v.toLowerCase()));
}

/**
 * Answers one question whole (MCP `ask`, NLWeb); never throws (LLM failures fall back to the
 * built-in responder). The text is cleaned as the chat's replies are: a model that repeats an
 * agent's markdown hands on no remote image, no link elsewhere, no raw HTML.
 */
export async function answerQuestion(
  deps: AssistantDeps,
  input: AnswerInput,
): Promise<AnswerResult> {
  const result = await streamAnswer(deps, input);
  // The result is this call's own (streamAnswer makes a new one each time): cleaned in place
  // rather than copied (spreading an object costs ~0.5 µs).
  result.text = cleanReplyMarkdown(result.text, siteLinkPolicy(deps.brand));
  return result;
}

/**
 * Answers one question, calling `onDelta` with each piece of text as it is produced.
 * With the LLM the pieces are the model's stream; built-in answers are sent in a few chunks.
 */
export async function streamAnswer(
  deps: AssistantDeps,
  input: AnswerInput,
  onDelta?: (text: string) => void,
): Promise<AnswerResult> {
  const llm = llmFor(deps, input);
  if (llm) {
    // (The built-in answer finds its own topics, from the same question.)
    const topics = detectTopics(input.question);
    // The same facts the built-in answer uses, and the visitor's memory, build the prompt.
    const facts = factIndexFor(deps.brand).search(input.question, 5);
    const passages = factSources(deps.brand, facts);
    const sources = passages.filter((_, i) => (facts[i]?.coverage ?? 0) >= 0.5);
    const messages = buildMessages(deps.brand, input, passages);
    const prompt = String(messages[0]?.content ?? "");
    const grounds = `${prompt}\n${String(messages[1]?.content ?? "")}`;
    const checkGrounded = (answer: string) => {
      const claims = ungroundedClaims(answer, grounds);
      if (claims.length) throw new UngroundedAnswer(claims);
    };
    let sent = 0;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs(deps));
    let text = "";
    let emitted = false;
    let tokens = 0;
    try {
      if (onDelta) {
        const stream = await llm.client.chat.completions.create(
          { model: llm.model, messages, temperature: 0.3, max_tokens: 500, stream: true },
          { signal: controller.signal, maxRetries: 0 },
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content ?? "";
          if (chunk.usage) tokens = chunk.usage.total_tokens;
          if (!piece) continue;
          text += piece;
          // Hold back the first characters until they cannot be the start of a leak, and the
          // last few until a figure in them is complete and checked.
          if (!emitted && text.length < 80) continue;
          if (leaksPrompt(text, prompt)) throw new Error("reply repeated the instructions");
          const safe = Math.max(sent, text.length - HOLD_BACK);
          checkGrounded(text.slice(0, safe));
          if (safe > sent) onDelta(text.slice(sent, safe));
          sent = safe;
          emitted = true;
        }
        if (leaksPrompt(text, prompt)) throw new Error("reply repeated the instructions");
        checkGrounded(text);
        const rest = text.slice(sent);
        if (rest) onDelta(rest);
      } else {
        const completion = await llm.client.chat.completions.create(
          { model: llm.model, messages, temperature: 0.3, max_tokens: 500 },
          { signal: controller.signal, maxRetries: 0 },
        );
        text = completion.choices[0]?.message?.content ?? "";
        tokens = completion.usage?.total_tokens ?? 0;
      }
      text = text.trim();
      if (!text) throw new Error("empty reply");
      if (leaksPrompt(text, prompt)) throw new Error("reply repeated the instructions");
      checkGrounded(text);
      return {
        text,
        sources,
        topics,
        usedLlm: true,
        tokensUsed: tokens || estimateTokens(...messages.map((m) => String(m.content ?? "")), text),
        usedMemory: usesMemory(text, input.memory),
        unanswered: false,
      };
    } catch (error) {
      if (error instanceof UngroundedAnswer) {
        // The whole answer is replaced (the chat's final message carries the built-in text).
        deps.logger?.warn(
          { claims: error.claims, channel: input.channel },
          "model answer stated figures or promises absent from the facts; using the built-in answer",
        );
        return finish(builtIn(deps, input), onDelta, emitted);
      }
      deps.logger?.warn(
        { err: error instanceof Error ? error.message : String(error), channel: input.channel },
        "LLM answer failed; using the built-in responder",
      );
      if (emitted) {
        const buffered = text.slice(sent);
        // Part of the answer is already on screen: finish it honestly rather than restart.
        const tail = "\n\n_(The rest of this answer was cut off. Please ask again.)_";
        onDelta?.(buffered + tail);
        return {
          text: text + tail,
          sources,
          topics,
          usedLlm: true,
          tokensUsed: estimateTokens(text),
          usedMemory: usesMemory(text, input.memory),
          unanswered: false,
        };
      }
    } finally {
      clearTimeout(timer);
    }
  }
  return finish(builtIn(deps, input), onDelta);
}

/** Streams a built-in answer in a few pieces (unless a replaced model answer already streamed). */
function finish(
  result: AnswerResult,
  onDelta: ((text: string) => void) | undefined,
  replacing = false,
): AnswerResult {
  if (onDelta && !replacing) for (const piece of chunkText(result.text)) onDelta(piece);
  return result;
}

/** A model answer stating figures or promises that are not in the facts it was given. */
class UngroundedAnswer extends Error {
  constructor(readonly claims: string[]) {
    super(`ungrounded claims: ${claims.join(", ")}`);
  }
}

/** Characters held back while streaming, so a figure split across pieces is checked whole. */
const HOLD_BACK = 16;

/** Splits a built-in answer into a few word-aligned pieces for streaming. */
function chunkText(text: string, size = 48): string[] {
  const pieces: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > i) end = space + 1;
    }
    pieces.push(text.slice(i, end));
    i = end;
  }
  return pieces;
}
