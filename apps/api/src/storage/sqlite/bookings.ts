import type { Database } from "bun:sqlite";
import type { Booking, OutboxMessage } from "@repo/schemas";
import { decodeStored, readable } from "../stored-json";
import type { BookingRepository, NewBookingLead } from "../types";
import type { sqliteLeadTable } from "./lead-table";
import type { sqliteOutboxTable } from "./outbox";

/** The other repositories' tables a booking's write also touches. */
export interface BookingWriteTables {
  leads: ReturnType<typeof sqliteLeadTable>;
  outbox: ReturnType<typeof sqliteOutboxTable>;
}

/**
 * One row per booking. A partial unique index on (environment, start) over confirmed rows
 * makes double booking impossible: the second INSERT of a slot fails inside SQLite itself.
 * A new booking, its lead and their emails are one transaction.
 */
export function createSqliteBookings(
  db: Database,
  { leads, outbox }: BookingWriteTables,
): BookingRepository {
  db.exec(`
    CREATE TABLE IF NOT EXISTS bookings (
      id TEXT PRIMARY KEY,
      environment TEXT NOT NULL,
      status TEXT NOT NULL,
      start TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS bookings_slot
      ON bookings (environment, start) WHERE status = 'confirmed';
  `);
  const insert = db.query(
    `INSERT INTO bookings (id, environment, status, start, data)
     VALUES ($id, $environment, $status, $start, $data)
     ON CONFLICT DO NOTHING`,
  );
  const select = db.query<{ data: string }, [string]>("SELECT data FROM bookings WHERE id = ?");
  const save = db.query("UPDATE bookings SET status = $status, data = $data WHERE id = $id");
  const move = db.query(
    "UPDATE bookings SET start = $start, data = $data WHERE id = $id AND status = 'confirmed'",
  );
  const between = db.query<{ id: string; data: string }, [string, string, string]>(
    `SELECT id, data FROM bookings WHERE status = 'confirmed' AND environment = ?1
     AND start >= ?2 AND start < ?3 ORDER BY start`,
  );

  const startsBetween = db.query<{ start: string }, [string, string, string]>(
    `SELECT start FROM bookings WHERE status = 'confirmed' AND environment = ?1
     AND start >= ?2 AND start < ?3`,
  );

  const decoded = (id: string, row: { data: string } | null) =>
    (row && decodeStored<Booking>(row.data, "booking", id)) || null;

  // The slot's INSERT first: when it is taken nothing else is written.
  const create = db.transaction((booking: Booking, also?: NewBookingLead): Booking | null => {
    const stored = also ? { ...booking, leadId: also.lead.id } : booking;
    const result = insert.run({
      id: stored.id,
      environment: stored.environment,
      status: stored.status,
      start: stored.start,
      data: JSON.stringify(stored),
    });
    if (result.changes !== 1) return null;
    if (also) {
      leads.insert(also.lead);
      outbox.insert(also.outbox);
    }
    return stored;
  });

  const change = db.transaction((id: string, fn: (b: Booking) => Booking): Booking | null => {
    // Not decoding: not found, and nothing written over what is stored.
    const before = decoded(id, select.get(id));
    if (!before) return null;
    const next = fn(before);
    save.run({ id, status: next.status, data: JSON.stringify(next) });
    return next;
  });

  const cancel = db.transaction((id: string, at: string, messages: OutboxMessage[]) =>
    change(id, (b) => {
      if (b.status === "cancelled") return b;
      outbox.insert(messages);
      return { ...b, status: "cancelled", cancelledAt: at };
    }),
  );

  const moveAndQueue = db.transaction((next: Booking, messages: OutboxMessage[]) => {
    const moved = move.run({ id: next.id, start: next.start, data: JSON.stringify(next) });
    if (moved.changes !== 1) return null;
    outbox.insert(messages);
    return next;
  });

  return {
    async create(booking, also) {
      return create.immediate(booking, also);
    },
    async get(id) {
      return decoded(id, select.get(id));
    },
    async listConfirmed(environment, from, to) {
      return readable(between.all(environment, from, to), (r) => decoded(r.id, r));
    },
    async takenStarts(environment, from, to) {
      return startsBetween.all(environment, from, to).map((r) => Date.parse(r.start));
    },
    async cancel(id, at, messages = []) {
      return cancel.immediate(id, at, messages);
    },
    async reschedule(id, start, end, at, messages) {
      const booking = decoded(id, select.get(id));
      if (booking?.status !== "confirmed") return null;
      const sequence = (booking.sequence ?? 0) + 1;
      const next: Booking = { ...booking, start, end, rescheduledAt: at, sequence };
      try {
        // One UPDATE: the unique slot index refuses a taken slot and the row keeps its old one.
        return moveAndQueue.immediate(next, messages?.(next) ?? []);
      } catch (error) {
        if (String(error).includes("UNIQUE")) return null;
        throw error;
      }
    },
  };
}
