import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

/**
 * A held session's message is answered in one storage step only when all it writes is its
 * exchange. A booking turn, a lead (contact details), a memory change and a streamed reply
 * write more, or store first: they are read and judged first, their answer computed once (the
 * times offered read once, a booking made once, a lead stored once), never tried held first.
 */
describe.each(backends)(
  "messages that write more than their exchange on %s",
  (backend: Backend) => {
    let t: TestApp;
    /** The storage calls a message made, in order. */
    let calls: string[] = [];
    beforeAll(async () => {
      t = await buildTestApp(backend, { CHAT_SESSION_MESSAGES_PER_MINUTE: "100" });
      const { conversations, bookings, leads } = t.deps.storage;
      const spy = <T extends object>(store: T, name: string, methods: (keyof T & string)[]) => {
        for (const m of methods) {
          const original = store[m] as (...args: unknown[]) => unknown;
          Object.assign(store, {
            [m]: (...args: unknown[]) => {
              calls.push(`${name}.${m}`);
              return original.apply(store, args);
            },
          });
        }
      };
      spy(conversations, "conversations", ["addMessagesIfHeld"]);
      spy(bookings, "bookings", ["create", "takenStarts"]);
      spy(leads, "leads", ["create", "createCounted"]);
    });
    afterAll(() => t.close());

    const start = async () =>
      (
        await readJson(
          await t.json("POST", "/api/chat/session", { timeZone: "America/New_York" }),
          chatSessionResponseSchema,
        )
      ).sessionId;
    /** The message's reply, and the storage calls it made. */
    const say = async (sessionId: string, message: string) => {
      calls = [];
      const res = await t.json("POST", "/api/chat/message", { sessionId, message });
      expect(res.status).toBe(200);
      return { reply: await readJson(res, chatMessageResponseSchema), calls };
    };
    /** Two plain questions: the second is stored held, so the session is held after it. */
    const hold = async (sessionId: string) => {
      await say(sessionId, "What do you offer?");
      expect((await say(sessionId, "What do you offer?")).calls).toEqual([
        "conversations.addMessagesIfHeld",
      ]);
    };

    it("a booking: times offered, a pick and the details each once, and one booking made", async () => {
      const id = await start();
      await hold(id);
      const offer = await say(id, "Can I book a call with you?");
      expect(offer.calls).toEqual(["bookings.takenStarts"]);
      const slot = offer.reply.metadata.slots?.[0]?.label ?? "";
      expect(slot).not.toBe("");
      const pick = await say(id, slot);
      expect(pick.calls).not.toContain("conversations.addMessagesIfHeld");
      expect(pick.calls.filter((c) => c === "bookings.takenStarts").length).toBeLessThanOrEqual(1);
      const done = await say(id, "Maya Ortiz, maya@example.com");
      expect(done.reply.metadata.booked).toBe(true);
      expect(done.calls).not.toContain("conversations.addMessagesIfHeld");
      expect(done.calls.filter((c) => c === "bookings.create")).toEqual(["bookings.create"]);
      const all = await t.deps.storage.bookings.listConfirmed(
        "development",
        "2000-01-01T00:00:00.000Z",
        "2100-01-01T00:00:00.000Z",
      );
      expect(all.filter((b) => b.email === "maya@example.com")).toHaveLength(1);
    });

    it("a lead and a memory change: stored once, never tried held", async () => {
      const id = await start();
      await hold(id);
      const named = await say(id, "Hi, I'm Dana and I run a bakery");
      expect(named.reply.response).toContain("Dana");
      expect(named.calls).toEqual([]);
      await hold(id);
      const lead = await say(id, "You can reach me at dana@bakery.example");
      expect(lead.reply.metadata.lead_captured).toBe(true);
      expect(lead.calls.filter((c) => c.startsWith("leads."))).toHaveLength(1);
      expect(lead.calls).not.toContain("conversations.addMessagesIfHeld");
    });

    it("a streamed reply: stored first, never tried held", async () => {
      const id = await start();
      await hold(id);
      calls = [];
      const res = await t.json("POST", "/api/chat/message/stream", {
        sessionId: id,
        message: "What do you offer?",
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("event: done");
      expect(calls).toEqual([]);
      expect((await t.deps.storage.conversations.get(id))?.messageCount).toBe(7);
    });
  },
);
