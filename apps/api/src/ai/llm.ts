import type OpenAI from "openai";
import type { Env } from "../env";

/** A configured OpenAI-compatible model; absent when OPENAI_API_KEY is not set. */
export interface Llm {
  client: OpenAI;
  model: string;
  /** For logs and system-info, e.g. "openai:gpt-4o-mini". */
  label: string;
}

/** Per-call deadline before callers fall back to the built-in path. */
export const LLM_TIMEOUT_MS = 20_000;

/**
 * The one place the openai SDK is configured: any OpenAI-compatible server via
 * OPENAI_BASE_URL; retries and timeouts are the SDK's own.
 */
export async function createLlm(env: Env): Promise<Llm | null> {
  if (!env.OPENAI_API_KEY) return null;
  // Loaded only when a model is configured: the SDK is ~15 MB of memory the built-in path never needs.
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    timeout: LLM_TIMEOUT_MS,
    maxRetries: 1,
  });
  const host = env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : "openai";
  return { client, model: env.OPENAI_MODEL, label: `${host}:${env.OPENAI_MODEL}` };
}
