import type { BookingResult } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { callTool, connectMcp, type Served, serveApp } from "../../test/support/mcp";
import { spoilKvEntry } from "../../test/support/spoil-entry";
import { setStoredJsonWarn } from "../storage/stored-json";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
const ada = { name: "Ada Lovelace", email: "ada@example.com" };

/** A remembered first answer that cannot be read: refused, never the call run a second time. */
describe.each(backends)(
  "an idempotencyKey's stored answer of another shape on %s",
  (backend: Backend) => {
    let s: Served;
    let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
    beforeAll(async () => {
      restoreWarn = setStoredJsonWarn(() => {});
      s = await serveApp(backend, NOW);
    });
    afterAll(async () => {
      setStoredJsonWarn(restoreWarn);
      await s.stop();
    });

    it.each([
      ["of another shape", "09", (request: string) => JSON.stringify({ request, answer: "moved" })],
      ["not JSON", "11", () => "{not json"],
    ])("refuses a repeat whose record is %s, and moves nothing", async (_, day, spoiled) => {
      const { client } = await connectMcp(s.url);
      const booked = (
        await callTool(client, "book_consultation", {
          ...ada,
          slotStart: `2026-03-${day}T16:00:00.000Z`,
        })
      ).structuredContent as BookingResult;
      const bookingId = booked.booking?.bookingId ?? "";
      const move = {
        bookingId,
        email: ada.email,
        slotStart: `2026-03-${Number(day) + 1}T16:00:00.000Z`,
        idempotencyKey: `move-ada-${day}`,
      };
      const first = await callTool(client, "reschedule_booking", move);
      expect(first.isError).toBeFalsy();

      const key = `mcp-idempotency:reschedule_booking:${new Bun.CryptoHasher("sha256")
        .update(`${ada.email}|${move.idempotencyKey}`)
        .digest("base64url")}`;
      const stored = (await s.t.deps.storage.kv.get(key)) as { request: string } | null;
      expect(stored?.request).toEqual(expect.any(String));
      expect(await spoilKvEntry(backend, s.t, key, spoiled(stored?.request ?? ""))).toBe(1);
      // Moved back by hand meanwhile: a second run of the call would move it again.
      const back = await callTool(client, "reschedule_booking", {
        ...move,
        slotStart: booked.booking?.start.utc,
        idempotencyKey: `move-back-${day}`,
      });
      expect(back.isError).toBeFalsy();

      const again = await callTool(client, "reschedule_booking", move);
      expect(again.isError).toBe(true);
      expect(JSON.stringify(again.content)).toContain("This idempotencyKey was already used");
      expect((await s.t.deps.storage.bookings.get(bookingId))?.start).toBe(
        booked.booking?.start.utc,
      );
      await client.close();
    });

    it("answers a repeat with the first answer when it is stored between the read and the check", async () => {
      const { client } = await connectMcp(s.url);
      const booked = (
        await callTool(client, "book_consultation", {
          ...ada,
          slotStart: "2026-03-16T16:00:00.000Z",
        })
      ).structuredContent as BookingResult;
      const move = {
        bookingId: booked.booking?.bookingId ?? "",
        email: ada.email,
        slotStart: "2026-03-17T16:00:00.000Z",
        idempotencyKey: "move-ada-race",
      };
      const first = await callTool(client, "reschedule_booking", move);
      expect(first.isError).toBeFalsy();

      const key = `mcp-idempotency:reschedule_booking:${new Bun.CryptoHasher("sha256")
        .update(`${ada.email}|${move.idempotencyKey}`)
        .digest("base64url")}`;
      const { kv } = s.t.deps.storage;
      const remembered = await kv.get(key);
      await kv.delete(key);
      // The order a concurrent first call can give: its answer is stored after the repeat's read
      // found none, before the repeat asks whether the key holds anything.
      const has = kv.has;
      kv.has = async (k) => {
        kv.has = has;
        await kv.set(key, remembered, 60_000);
        return has.call(kv, k);
      };
      try {
        const again = await callTool(client, "reschedule_booking", move);
        expect(again.isError).toBeFalsy();
        expect(again.structuredContent).toEqual(first.structuredContent);
      } finally {
        kv.has = has;
      }
      await client.close();
    });
  },
);
