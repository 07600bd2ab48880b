/**
 * Contact details left in the chat become a lead: one per person per day, updated (not
 * duplicated) when the same email comes back in another session or a replayed one.
 */
import type { VisitorMemory } from "@repo/schemas";
import { company } from "@repo/site-content";
import { z } from "zod";
import type { Deps } from "../context";
import type { ChatSessionState } from "./chat-session";
import { createLead } from "./leads";

type LeadDeps = Pick<Deps, "storage" | "env" | "clock" | "brand">;

const DAY_MS = 86_400_000;
const PENDING = "pending";
/** The day's lead id as stored (PENDING while it is created); of another shape, none. */
const storedLeadId = z.string();

/** The key naming a person's lead of the day. */
const personDayKey = (deps: LeadDeps, email: string) =>
  `chat:lead:${deps.env.APP_ENV}:${email.toLowerCase()}:${deps.clock().toISOString().slice(0, 10)}`;

const NAME_REPLY =
  /^\s*(?:it'?s\s+|i'?m\s+|my name is\s+)?([A-Za-zÀ-ÿ'-]{2,20}(?:\s+[A-Za-zÀ-ÿ'-]{2,20}){0,2})[\s.!]*$/i;

export interface LeadCapture {
  memory: VisitorMemory;
  reply?: string;
  captured: boolean;
  asked: boolean;
}

function leadDetails(memory: VisitorMemory): string[] {
  return [
    memory.businessType && `Business: ${memory.businessType}`,
    memory.location && `Location: ${memory.location}`,
    memory.companySize && `Company size: ${memory.companySize}`,
    memory.needs?.length && `Needs: ${memory.needs.join(", ")}`,
    memory.interests?.length && `Interested in: ${memory.interests.join(", ")}`,
    memory.preferredContactTime && `Preferred contact time: ${memory.preferredContactTime}`,
  ].filter((d): d is string => Boolean(d));
}

/**
 * The person's lead of the day: created once (claimed atomically, so replays and parallel
 * messages cannot make two), else updated with what this conversation adds.
 */
export async function upsertDailyLead(
  deps: LeadDeps,
  input: { name: string; memory: VisitorMemory & { email: string }; conversationId: string },
): Promise<{ id: string; created: boolean } | null> {
  const { memory } = input;
  const key = personDayKey(deps, memory.email);
  if (await deps.storage.kv.setIfAbsent(key, PENDING, DAY_MS)) {
    // A failed write gives the claim back: else the person's lead is never stored that day.
    const lead = await createLead(deps, {
      type: "chat",
      source: "chat_assistant",
      name: input.name,
      email: memory.email,
      phone: memory.phone,
      company: memory.company,
      industry: memory.businessType,
      employees: memory.companySize,
      message: ["Left contact details in the website chat.", ...leadDetails(memory)].join("\n"),
      conversationId: input.conversationId,
    }).catch(async (error: unknown) => {
      await deps.storage.kv.delete(key).catch(() => {});
      throw error;
    });
    await deps.storage.kv.set(key, lead.id, DAY_MS);
    return { id: lead.id, created: true };
  }
  const id = await deps.storage.kv.read(key, storedLeadId);
  if (!id || id === PENDING) return null;
  const now = deps.clock().toISOString();
  const updated = await deps.storage.leads.update(id, (lead) => ({
    ...lead,
    phone: lead.phone ?? memory.phone,
    company: lead.company ?? memory.company,
    notes: [
      ...lead.notes,
      {
        text: ["Came back in the website chat.", ...leadDetails(memory)].join("\n"),
        createdAt: now,
        author: "chat assistant",
      },
    ],
    updatedAt: now,
  }));
  return updated ? { id, created: false } : null;
}

/** Remembers that a booking's lead is this person's lead of the day. */
export async function claimDailyLead(deps: LeadDeps, email: string, leadId: string) {
  await deps.storage.kv.set(personDayKey(deps, email), leadId, DAY_MS);
}

/** Whether captureLead has anything to do: an email known and no lead linked to the session. */
export const hasLeadToCapture = (session: ChatSessionState, memory: VisitorMemory): boolean =>
  Boolean(memory.email) && !session.leadId;

/** What a message leaves when there is no lead to capture: nothing asked, nothing captured. */
export const noLeadCapture = (memory: VisitorMemory): LeadCapture => ({
  memory,
  captured: false,
  asked: false,
});

/** Contact details in the chat become the person's lead; returns the reply text if so. */
export async function captureLead(
  deps: LeadDeps,
  session: ChatSessionState,
  message: string,
  memory: VisitorMemory,
): Promise<LeadCapture> {
  const email = memory.email;
  if (!email || !hasLeadToCapture(session, memory)) return noLeadCapture(memory);
  let name = memory.name;
  if (!name && session.awaitingName) {
    const m = NAME_REPLY.exec(message);
    if (m?.[1] && !m[1].includes("@")) {
      name = m[1].replace(/\b\w/g, (ch) => ch.toUpperCase());
      memory = { ...memory, name };
    }
  }
  if (!name && !session.awaitingName) {
    session.awaitingName = true;
    return {
      memory,
      asked: true,
      captured: false,
      reply: `Thanks! I've got your email (${email}). What name should our team use when they reach out?`,
    };
  }
  const lead = await upsertDailyLead(deps, {
    name: name ?? "Website visitor",
    memory: { ...memory, email },
    conversationId: session.id,
  });
  if (!lead) return { memory, captured: false, asked: false };
  await deps.storage.conversations.setLead(session.id, lead.id);
  session.leadId = lead.id;
  session.awaitingName = false;
  const who = name ? `Thanks, ${name}!` : "Thanks!";
  const when = memory.preferredContactTime ? `, ideally ${memory.preferredContactTime}` : "";
  return {
    memory,
    captured: true,
    asked: false,
    reply: `${who} I've passed your details to our team. A person will email you at **${email}** ${company.responseTimes.email}${when}. If you'd rather pick a time now, just ask me for a free ${company.discoveryCall.minutes}-minute call, or [open our calendar](${deps.brand.bookingUrl}).`,
  };
}
