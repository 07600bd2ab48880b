import type { Database } from "bun:sqlite";
import type { AppEnvironment, Lead, LeadStatus, OutboxMessage } from "@repo/schemas";
import { leadStatusSchema } from "@repo/schemas";
import { decodeStored, readable } from "../stored-json";
import type { LeadCounts, LeadFilter, LeadRepository } from "../types";
import type { Write } from "./group-commit";
import type { sqliteLeadTable } from "./lead-table";
import type { sqliteOutboxTable } from "./outbox";
import type { sqliteRateLimitTable } from "./rate-limit-table";

/** The other repositories' tables a lead's write also touches. */
export interface LeadWriteTables {
  leads: ReturnType<typeof sqliteLeadTable>;
  outbox: ReturnType<typeof sqliteOutboxTable>;
  rateLimits: ReturnType<typeof sqliteRateLimitTable>;
}

/**
 * A lead and the emails about it (and, for a public submission, its rate-limit hit) go into
 * one transaction, committed with other writes of the moment (see group-commit.ts);
 * acknowledged once committed.
 */
export function createSqliteLeads(
  db: Database,
  { leads, outbox, rateLimits }: LeadWriteTables,
  write: Write,
): LeadRepository {
  const select = db.query<{ data: string }, [string]>("SELECT data FROM leads WHERE id = ?");
  const save = db.query("UPDATE leads SET status = $status, data = $data WHERE id = $id");
  const countRows = db.query<{ status: LeadStatus; n: number }, [string, string]>(
    "SELECT status, COUNT(*) AS n FROM leads WHERE (?1 = '' OR environment = ?2) GROUP BY status",
  );

  const decoded = (id: string, row: { data: string } | null) =>
    (row && decodeStored<Lead>(row.data, "lead", id)) || null;

  // Runs in its own savepoint of a group commit: the lead and its emails, or nothing.
  const create = (lead: Lead, messages: OutboxMessage[]) => {
    leads.insert(lead);
    if (messages.length) outbox.insert(messages);
  };

  const update = db.transaction((id: string, change: (lead: Lead) => Lead): Lead | null => {
    // Not decoding: not found, and nothing written over what is stored.
    const before = decoded(id, select.get(id));
    if (!before) return null;
    const next = change(before);
    save.run({ id, status: next.status, data: JSON.stringify(next) });
    return next;
  });

  return {
    async create(lead, messages = []) {
      await write(() => create(lead, messages));
      return lead;
    },
    createCounted(lead, messages, { key, windowMs, limit }) {
      return write(() => {
        const hit = rateLimits.hit(key, windowMs);
        const stored = hit.count <= limit;
        if (stored) create(lead, messages);
        return { hit, stored };
      });
    },
    async get(id) {
      return decoded(id, select.get(id));
    },
    async list(filter: LeadFilter) {
      const where: string[] = [];
      const params: Record<string, string> = {};
      for (const key of ["status", "type", "environment"] as const) {
        const value = filter[key];
        if (value) {
          where.push(`${key} = $${key}`);
          params[key] = value;
        }
      }
      const sql = `SELECT id, data FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, id DESC`;
      const rows = db.query<{ id: string; data: string }, Record<string, string>>(sql).all(params);
      return readable(rows, (r) => decoded(r.id, r));
    },
    async update(id, change) {
      return update.immediate(id, change);
    },
    async counts(environment?: AppEnvironment): Promise<LeadCounts> {
      const byStatus = Object.fromEntries(leadStatusSchema.options.map((s) => [s, 0])) as Record<
        LeadStatus,
        number
      >;
      for (const row of countRows.all(environment ?? "", environment ?? ""))
        byStatus[row.status] = row.n;
      const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
      return { total, byStatus };
    },
  };
}
