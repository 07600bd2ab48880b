import type {
  Lead,
  LeadListQuery,
  LeadStats,
  LeadSubmission,
  LeadUpdate,
  leadSubmissionSchema,
  NewLead,
  OutboxMessage,
} from "@repo/schemas";
import type { z } from "zod";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { CountedHit, RateLimitHit } from "../storage";
import { leadNotice } from "./mail/outbox";

type LeadDeps = Pick<Deps, "storage" | "env" | "clock" | "brand">;
type ParsedSubmission = z.output<typeof leadSubmissionSchema>;

/** A new lead from any channel, stamped with the environment and the time. */
function newLead(deps: LeadDeps, input: NewLead): Lead {
  const now = deps.clock().toISOString();
  return {
    ...input,
    id: newId(),
    status: input.status ?? "new",
    priority: input.priority ?? "medium",
    notes: [],
    environment: deps.env.APP_ENV,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores a lead from any channel (forms, chat, agent bookings), stamped with the environment,
 * together with the owner's email about it (one write: the notice cannot be lost).
 */
export async function createLead(deps: LeadDeps, input: NewLead): Promise<Lead> {
  const { lead, outbox } = leadWithNotice(deps, input);
  return deps.storage.leads.create(lead, outbox);
}

/** A new lead and the emails to store with it: the owner's notice, then `alsoSend`. */
export function leadWithNotice(
  deps: LeadDeps,
  input: NewLead,
  alsoSend: OutboxMessage[] = [],
): { lead: Lead; outbox: OutboxMessage[] } {
  const lead = newLead(deps, input);
  return { lead, outbox: [leadNotice(deps, lead), ...alsoSend] };
}

/**
 * A public form submission (SPEC §7): the modal's `project_inquiry_modal` is a project inquiry.
 * Its rate-limit `hit` is counted in the same write as the lead and its owner email, which are
 * stored only when the hit is within the limit (`stored`); the caller judges the hit.
 */
export async function submitLead(
  deps: LeadDeps,
  submission: ParsedSubmission,
  hit: CountedHit,
): Promise<{ lead: Lead; hit: RateLimitHit; stored: boolean }> {
  const { type, source, ...fields } = submission;
  const inquiry = type === "project_inquiry_modal";
  const lead = newLead(deps, {
    ...fields,
    type: inquiry ? "project_inquiry" : "contact",
    source: source ?? (inquiry ? "contact_page_inquiry" : "website_contact_form"),
  });
  const counted = await deps.storage.leads.createCounted(lead, [leadNotice(deps, lead)], hit);
  return { lead, ...counted };
}

export async function listLeads(deps: LeadDeps, query: LeadListQuery): Promise<Lead[]> {
  const all = <T extends string>(v: T | "all" | undefined): T | undefined =>
    v === "all" ? undefined : v;
  const leads = await deps.storage.leads.list({
    status: all(query.status),
    type: all(query.type),
    environment: all(query.environment),
  });
  const needle = query.search?.toLowerCase();
  if (!needle) return leads;
  return leads.filter((l) =>
    [l.name, l.email, l.company].some((v) => v?.toLowerCase().includes(needle)),
  );
}

export async function getLead(deps: LeadDeps, id: string): Promise<Lead> {
  const lead = await deps.storage.leads.get(id);
  if (!lead) throw new AppError("not_found", "Lead not found");
  return lead;
}

/** A status/priority change, or a note appended with its time and author; nothing overwritten. */
export async function updateLead(
  deps: LeadDeps,
  id: string,
  update: LeadUpdate,
  author: string,
): Promise<Lead> {
  const now = deps.clock().toISOString();
  const lead = await deps.storage.leads.update(id, (lead) =>
    "notes" in update
      ? {
          ...lead,
          notes: [...lead.notes, { text: update.notes, createdAt: now, author }],
          updatedAt: now,
        }
      : {
          ...lead,
          status: update.status ?? lead.status,
          priority: update.priority ?? lead.priority,
          updatedAt: now,
        },
  );
  if (!lead) throw new AppError("not_found", "Lead not found");
  return lead;
}

export async function leadStats(
  deps: LeadDeps,
  environment?: "all" | "development" | "production",
): Promise<LeadStats> {
  const counts = await deps.storage.leads.counts(environment === "all" ? undefined : environment);
  const { total, byStatus } = counts;
  const conversionRate = total ? Math.round((byStatus.converted / total) * 1000) / 10 : 0;
  return { total, new: byStatus.new, converted: byStatus.converted, conversionRate, byStatus };
}

export type { LeadSubmission };
