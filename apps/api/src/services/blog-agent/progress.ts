import { type BlogAgentEvent, type BlogAgentStage, blogAgentEventSchema } from "@repo/schemas";
import { z } from "zod";
import type { Deps } from "../../context";

type ProgressDeps = Pick<Deps, "storage" | "clock">;

/** Progress lives in shared storage, so any server process can stream any run. */
const progressKey = (runId: string) => `blog-agent:progress:${runId}`;
const PROGRESS_TTL_MS = 60 * 60 * 1000;
/** A run's events as stored; any other value reads as no events yet. */
const storedEvents = z.array(blogAgentEventSchema);

export async function emitProgress(
  deps: ProgressDeps,
  runId: string,
  stage: BlogAgentStage,
  message: string,
  entryId?: string,
): Promise<void> {
  const events = (await deps.storage.kv.read(progressKey(runId), storedEvents)) ?? [];
  const event: BlogAgentEvent = { stage, message, at: deps.clock().toISOString() };
  if (entryId) event.entryId = entryId;
  events.push(event);
  await deps.storage.kv.set(progressKey(runId), events.slice(-50), PROGRESS_TTL_MS);
}

export async function readProgress(deps: ProgressDeps, runId: string): Promise<BlogAgentEvent[]> {
  return (await deps.storage.kv.read(progressKey(runId), storedEvents)) ?? [];
}

/** Drops the events of the previous message of a run, so a stream shows only the current one. */
export async function resetProgress(deps: ProgressDeps, runId: string): Promise<void> {
  await deps.storage.kv.delete(progressKey(runId));
}

export const isFinal = (e: BlogAgentEvent) => e.stage === "complete" || e.stage === "error";
