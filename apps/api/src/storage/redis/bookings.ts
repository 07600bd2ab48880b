import type { Booking } from "@repo/schemas";
import type { Redis } from "ioredis";
import { decodeStored, readable } from "../stored-json";
import type { BookingRepository } from "../types";
import { AtomicWrites } from "./atomic";
import { type Keys, withLock } from "./client";
import { queueLead } from "./leads";
import { outboxKeys, queueOutbox } from "./outbox";

/** Deletes the slot claim only while it still belongs to this booking. */
const RELEASE_SLOT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * booking:{id} JSON; bookings:slot:{env}:{start} holds the id of the booking that owns the
 * slot, claimed with SET NX so only one caller can win it; bookings:confirmed:{env} ZSET of
 * confirmed ids by start time. A new booking's claim, its record, its lead and their emails
 * are one script.
 */
export function createRedisBookings(redis: Redis, key: Keys): BookingRepository {
  const bookingKey = (id: string) => key("booking", id);
  const slotKey = (b: Pick<Booking, "environment" | "start">) =>
    key("bookings", "slot", b.environment, b.start);
  const confirmedKey = (env: string) => key("bookings", "confirmed", env);
  const outbox = outboxKeys(key);

  const read = async (id: string): Promise<Booking | null> => {
    const json = await redis.get(bookingKey(id));
    return (json && decodeStored<Booking>(json, "booking", id)) || null;
  };

  return {
    async create(booking, also) {
      const stored = also ? { ...booking, leadId: also.lead.id } : booking;
      const tx = new AtomicWrites(redis)
        .set(bookingKey(stored.id), JSON.stringify(stored))
        .zadd(confirmedKey(stored.environment), Date.parse(stored.start), stored.id);
      if (also) queueOutbox(queueLead(tx, key, also.lead), outbox, also.outbox);
      // The claim outlives the slot by a day so a stale claim never blocks the calendar.
      const ttlMs = Math.max(Date.parse(stored.end) - Date.now(), 0) + 86_400_000;
      return (await tx.execClaimed(slotKey(stored), stored.id, ttlMs)) ? stored : null;
    },
    get: read,
    async listConfirmed(environment, from, to) {
      const ids = await redis.zrangebyscore(
        confirmedKey(environment),
        Date.parse(from),
        `(${Date.parse(to)}`,
      );
      if (!ids.length) return [];
      const docs = await redis.mget(...ids.map(bookingKey));
      return readable(
        docs,
        (json, i) => json && decodeStored<Booking>(json, "booking", ids[i] as string),
      ).filter((b) => b.status === "confirmed");
    },
    async takenStarts(environment, from, to) {
      // A confirmed id's score is its start: no booking JSON is read.
      const flat = await redis.zrangebyscore(
        confirmedKey(environment),
        Date.parse(from),
        `(${Date.parse(to)}`,
        "WITHSCORES",
      );
      return flat.filter((_, i) => i % 2 === 1).map(Number);
    },
    async cancel(id, at, messages = []) {
      return withLock(redis, key("lock", "booking", id), async () => {
        const booking = await read(id);
        if (!booking || booking.status === "cancelled") return booking;
        const next: Booking = { ...booking, status: "cancelled", cancelledAt: at };
        const tx = redis
          .multi()
          .set(bookingKey(id), JSON.stringify(next))
          .zrem(confirmedKey(booking.environment), id)
          .eval(RELEASE_SLOT, 1, slotKey(booking), id);
        await queueOutbox(tx, outbox, messages).exec();
        return next;
      });
    },
    async reschedule(id, start, end, at, messages) {
      return withLock(redis, key("lock", "booking", id), async () => {
        const booking = await read(id);
        if (booking?.status !== "confirmed") return null;
        const sequence = (booking.sequence ?? 0) + 1;
        const next: Booking = { ...booking, start, end, rescheduledAt: at, sequence };
        // One script: the new slot is claimed, the booking moved and the old slot freed, or
        // (the new slot taken, or the store failing) nothing at all.
        const tx = new AtomicWrites(redis)
          .set(bookingKey(id), JSON.stringify(next))
          .zadd(confirmedKey(booking.environment), Date.parse(start), id)
          .delIfEquals(slotKey(booking), id);
        queueOutbox(tx, outbox, messages?.(next) ?? []);
        const ttlMs = Math.max(Date.parse(end) - Date.now(), 0) + 86_400_000;
        return (await tx.execClaimed(slotKey(next), id, ttlMs)) ? next : null;
      });
    },
  };
}
