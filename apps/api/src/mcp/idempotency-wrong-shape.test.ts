import type { BookingResult } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { callTool, connectMcp, type Served, serveApp } from "../../test/support/mcp";
import { setStoredJsonWarn } from "../storage/stored-json";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
const ada = { name: "Ada Lovelace", email: "ada@example.com" };

/** A remembered first answer of another shape is none: the call runs again, never a broken answer. */
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

    it("moves the booking again and answers as the first time", async () => {
      const { client } = await connectMcp(s.url);
      const booked = (
        await callTool(client, "book_consultation", {
          ...ada,
          slotStart: "2026-03-09T16:00:00.000Z",
        })
      ).structuredContent as BookingResult;
      const bookingId = booked.booking?.bookingId ?? "";
      const move = {
        bookingId,
        email: ada.email,
        slotStart: "2026-03-10T16:00:00.000Z",
        idempotencyKey: "move-ada-spoiled",
      };
      const first = await callTool(client, "reschedule_booking", move);
      expect(first.isError).toBeFalsy();

      const kv = s.t.deps.storage.kv;
      const key = `mcp-idempotency:reschedule_booking:${new Bun.CryptoHasher("sha256")
        .update(`${ada.email}|${move.idempotencyKey}`)
        .digest("base64url")}`;
      const stored = (await kv.get(key)) as { request: string } | null;
      expect(stored?.request).toEqual(expect.any(String));
      await kv.set(key, { request: stored?.request, answer: "moved" });

      const again = await callTool(client, "reschedule_booking", move);
      expect(again.isError).toBeFalsy();
      expect(again.structuredContent).toMatchObject({
        booking: { bookingId, start: { utc: move.slotStart } },
      });
      expect((await s.t.deps.storage.bookings.get(bookingId))?.start).toBe(move.slotStart);
      await client.close();
    });
  },
);
