import type { Database } from "bun:sqlite";
import type { OutboxMessage, OutboxStatus } from "@repo/schemas";
import { outboxStatusSchema } from "@repo/schemas";
import { outboxFixedPart } from "../records";
import { decodeStored, readable, UNREADABLE_MESSAGE } from "../stored-json";
import type { OutboxRepository } from "../types";
import { hasColumn, migrateTableOnce } from "./table-migration";

const RETRIED_AT_COLUMN = "ALTER TABLE outbox ADD COLUMN retried_at TEXT";

interface Row {
  id: string;
  status: OutboxStatus;
  attempts: number;
  due_at: number;
  last_error: string | null;
  sent_at: string | null;
  retried_at: string | null;
  updated_at: string;
  data: string;
}

/** A stored message, or null when its fixed part does not decode (left out of a page). */
const toMessage = (r: Row): OutboxMessage | null => {
  const fixed = decodeStored<OutboxMessage>(r.data, "outbox message", r.id);
  return fixed ? withChanging(fixed, r) : null;
};

const withChanging = (fixed: OutboxMessage, r: Row): OutboxMessage => ({
  ...fixed,
  status: r.status,
  attempts: r.attempts,
  dueAt: r.due_at,
  updatedAt: r.updated_at,
  ...(r.last_error !== null ? { lastError: r.last_error } : {}),
  ...(r.sent_at !== null ? { sentAt: r.sent_at } : {}),
  ...(r.retried_at ? { retriedAt: r.retried_at } : {}),
});

/**
 * The outbox table, and its insert for other repositories' transactions (a lead and its
 * emails are written in one). `due_at` orders the claims; a partial index keeps only
 * undelivered rows in it.
 */
export function sqliteOutboxTable(db: Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS outbox (
      id TEXT PRIMARY KEY,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      due_at INTEGER NOT NULL,
      last_error TEXT,
      sent_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      data TEXT NOT NULL,
      retried_at TEXT
    );
    CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due_at) WHERE status IN ('queued', 'sending');
    CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at DESC, id DESC);
  `);
  // A table made before the owner's retry was kept gains its column (NULL: never retried).
  migrateTableOnce(db, () => !hasColumn(db, "outbox", "retried_at"), RETRIED_AT_COLUMN);
  // Bound by position: cheaper than by name (no object to build and walk).
  const insert = db.query(`
    INSERT INTO outbox (id, status, attempts, due_at, created_at, updated_at, data)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  return {
    /** Inserts inside the caller's transaction. */
    insert(messages: OutboxMessage[]) {
      for (const m of messages) {
        insert.run(
          m.id,
          m.status,
          m.attempts,
          m.dueAt,
          m.createdAt,
          m.updatedAt,
          JSON.stringify(outboxFixedPart(m)),
        );
      }
    },
  };
}

export function createSqliteOutbox(
  db: Database,
  table: ReturnType<typeof sqliteOutboxTable>,
): OutboxRepository {
  const select = db.query<Row, [string]>("SELECT * FROM outbox WHERE id = ?");
  // One statement: SQLite runs it under its write lock, so no two processes claim one row.
  const claim = db.query<Row, Record<string, number | string>>(`
    UPDATE outbox SET status = 'sending', attempts = attempts + 1, due_at = $leaseUntil,
      updated_at = $at
    WHERE id IN (
      SELECT id FROM outbox WHERE status IN ('queued', 'sending') AND due_at <= $now
      ORDER BY due_at LIMIT $limit
    )
    RETURNING *`);
  const sent = db.query(
    "UPDATE outbox SET status = 'sent', sent_at = $at, updated_at = $at, last_error = NULL WHERE id = $id",
  );
  const failed = db.query(`
    UPDATE outbox SET status = $status, due_at = $dueAt, last_error = $error, updated_at = $at
    WHERE id = $id AND status = 'sending'`);
  const retry = db.query<Row, Record<string, number | string>>(`
    UPDATE outbox SET status = 'queued', due_at = $now, updated_at = $at, attempts = 0,
      retried_at = $at, last_error = NULL
    WHERE id = $id AND status IN ('queued', 'failed') RETURNING *`);
  const recent = db.query<Row, [number]>(
    "SELECT * FROM outbox ORDER BY created_at DESC, id DESC LIMIT ?",
  );
  const byStatus = db.query<{ status: OutboxStatus; n: number }, []>(
    "SELECT status, COUNT(*) AS n FROM outbox GROUP BY status",
  );
  const prune = db.query("DELETE FROM outbox WHERE status = 'sent' AND created_at < ?");
  const enqueue = db.transaction((messages: OutboxMessage[]) => table.insert(messages));

  return {
    async enqueue(messages) {
      enqueue.immediate(messages);
    },
    async get(id) {
      const row = select.get(id);
      return row ? toMessage(row) : null;
    },
    async claimDue(now, leaseMs, limit) {
      const at = new Date(now).toISOString();
      const out: OutboxMessage[] = [];
      for (const row of claim.all({ now, leaseUntil: now + leaseMs, limit, at })) {
        const message = toMessage(row);
        if (message) out.push(message);
        // Never sent and never retried: failed, with the reason, counted as the store keeps it.
        else failed.run({ id: row.id, error: UNREADABLE_MESSAGE, at, status: "failed", dueAt: 0 });
      }
      return out;
    },
    async markSent(id, at) {
      sent.run({ id, at });
    },
    async markFailed(id, error, at, retryAt) {
      failed.run({
        id,
        error,
        at,
        status: retryAt === null ? "failed" : "queued",
        dueAt: retryAt ?? 0,
      });
    },
    async retry(id, now, at) {
      // A message that does not decode could never be sent: not requeued (its fixed part never
      // changes once stored, so checking it first leaves no gap).
      const stored = select.get(id);
      if (!stored || !toMessage(stored)) return null;
      const row = retry.get({ id, now, at });
      return row ? toMessage(row) : null;
    },
    async list(limit) {
      return readable(recent.all(limit), toMessage);
    },
    async pruneSent(before) {
      return prune.run(before).changes;
    },
    async counts() {
      const out = Object.fromEntries(outboxStatusSchema.options.map((s) => [s, 0])) as Record<
        OutboxStatus,
        number
      >;
      for (const row of byStatus.all()) out[row.status] = row.n;
      return out;
    },
  };
}
