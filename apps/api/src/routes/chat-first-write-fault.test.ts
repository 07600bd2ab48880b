/**
 * The store refuses a session's first conversation write (and only that) on both back ends:
 * the visitor gets an error, and once the store is back their next message starts the
 * conversation, instead of finding a session that names a conversation that was never stored.
 */
import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { buildLeadFaultApp, type LeadFaultApp } from "../../test/support/lead-fault";
import { readJson } from "../../test/support/responses";

describe.each(backends)(
  "a session's first message while the store refuses conversations on %s",
  (backend: Backend) => {
    let app: LeadFaultApp;
    beforeEach(async () => {
      app = await buildLeadFaultApp(backend);
    });
    afterEach(() => app.close());

    const send = (sessionId: string, message: string) =>
      app.t.json("POST", "/api/chat/message", { sessionId, message });

    it("fails that message and starts the conversation with the next one", async () => {
      const res = await app.t.json("POST", "/api/chat/session", {});
      const { sessionId } = await readJson(res, chatSessionResponseSchema);

      await app.refuseLeads("conversations");
      const refused = await send(sessionId, "Do you build chatbots for restaurants?");
      expect(refused.status).toBeGreaterThanOrEqual(500);

      await app.allowLeads();
      const next = await send(sessionId, "What does a chatbot cost?");
      expect(next.status).toBe(200);
      await readJson(next, chatMessageResponseSchema);
      const messages = await app.t.deps.storage.conversations.messages(sessionId);
      expect(messages.map((m) => m.isUser)).toEqual([false, true, false]);
      expect(messages[1]?.text).toBe("What does a chatbot cost?");
    });
  },
);
