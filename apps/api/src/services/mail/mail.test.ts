import { chatSessionResponseSchema, leadCreatedSchema, systemInfoSchema } from "@repo/schemas";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../../test/support/app";
import { readData, readJson } from "../../../test/support/responses";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/support/smtp";
import { outboxMessage } from "./outbox";
import { leadNotification, leadSubject, oneLine } from "./templates";
import { type MailWorker, startMailWorker } from "./worker";

const MAIL_ENV = {
  OWNER_EMAIL: "owner@wasatch.example",
  MAIL_FROM: "Wasatch AI <desk@wasatch.example>",
  SITE_URL: "https://wasatch.example",
  MAIL_POLL_MS: "20",
  MAIL_RETRY_BASE_MS: "40",
  TRUST_PROXY: "true",
};

describe.each(backends)("owner notifications over SMTP on %s", (backend: Backend) => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let worker: MailWorker | null;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp(backend, { ...MAIL_ENV, SMTP_URL: smtp.url });
    worker = startMailWorker(t.deps);
  });
  afterEach(() => smtp.start()); // back up after an outage test
  afterAll(async () => {
    await worker?.stop();
    await t.close();
    await smtp.stop();
  });

  let ip = 0;
  const submit = (body: unknown) =>
    t.json("POST", "/api/leads", body, { "x-forwarded-for": `10.1.0.${++ip}` });
  const leadId = async (res: Response) => {
    expect(res.status).toBe(201);
    return (await readData(res, leadCreatedSchema)).id;
  };

  it("tells the owner about a new lead: who, how to reach them, what they wrote, a link", async () => {
    const id = await leadId(
      await submit({
        type: "project_inquiry_modal",
        name: "Dr. <b>Chen</b>",
        email: "chen@clinic.example",
        company: "Chen & Sons",
        phone: "+1 801 555 0100",
        message: 'We need an intake assistant <script>alert("x")</script>',
        industry: "Healthcare",
      }),
    );
    const [mail] = await smtp.waitFor(1, (m) => m.parsed.text?.includes(id) ?? false);
    expect(mail?.to).toEqual(["owner@wasatch.example"]);
    expect(mail?.parsed.from?.text).toContain("desk@wasatch.example");
    expect(mail?.parsed.subject).toBe("New project inquiry: Dr. <b>Chen</b> (Chen & Sons)");
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("Email: chen@clinic.example");
    expect(text).toContain("Phone: +1 801 555 0100");
    expect(text).toContain("Source: contact_page_inquiry");
    expect(text).toContain('We need an intake assistant <script>alert("x")</script>');
    expect(text).toContain(`https://wasatch.example/admin/leads?lead=${id}`);
    const html = String(mail?.parsed.html);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Chen");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Chen &amp; Sons");
    expect(html).toContain(`href="https://wasatch.example/admin/leads?lead=${id}"`);

    const stored = await t.deps.storage.outbox.list(50);
    expect(stored.find((m) => m.ref === id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("renders a lead's notice when it sends it, byte for byte as the notices earlier versions stored", async () => {
    const id = await leadId(
      await submit({
        type: "project_inquiry_modal",
        name: '  Zoë "Z" O\'Brien-Łukasz\t<i>',
        email: "Zoe@Example.COM",
        company: `Ü & Ö ${"long ".repeat(20)}GmbH`,
        phone: "+49 30 1234",
        message: "Line one\r\nLine two & <three>\n\n  indented 'quote' \u2028 ok",
        industry: "Retail",
        employees: "11-50",
        timeline: "Q1",
        budget: "< $10k",
      }),
    );
    const lead = await t.deps.storage.leads.get(id);
    if (!lead) throw new Error("lead not stored");
    const [queued] = (await t.deps.storage.outbox.list(50)).filter((m) => m.ref === id);
    // Stored with the lead: the subject and the lead's id, neither the bodies nor the lead.
    expect(queued).toMatchObject({
      subject: leadSubject(lead),
      template: { name: "lead", leadId: id },
    });
    expect(queued?.html).toBeUndefined();
    expect(queued?.template).not.toHaveProperty("lead");
    // Notices as earlier versions stored them: rendered when the lead was written, and
    // carrying the lead itself.
    const stored = outboxMessage(t.deps, {
      ...leadNotification(lead, t.deps.brand),
      kind: "lead",
      to: "owner@wasatch.example",
      ref: id,
    });
    const carried = outboxMessage(t.deps, {
      subject: leadSubject(lead),
      template: { name: "lead", lead },
      kind: "lead",
      to: "owner@wasatch.example",
      ref: id,
    });
    await t.deps.storage.outbox.enqueue([stored, carried]);

    const mails = await smtp.waitFor(3, (m) => m.parsed.text?.includes(id) ?? false);
    const byOutboxId = (outboxId: string | undefined) => {
      const mail = mails.find((m) => m.parsed.headers.get("x-outbox-id") === outboxId);
      if (!mail) throw new Error(`no mail for ${outboxId}`);
      return { subject: mail.parsed.subject, text: mail.parsed.text, html: mail.parsed.html };
    };
    const rendered = byOutboxId(queued?.id);
    expect(rendered).toEqual(byOutboxId(stored.id));
    expect(rendered).toEqual(byOutboxId(carried.id));
    expect(rendered.subject).toBe(
      `New project inquiry: Zoë "Z" O'Brien-Łukasz <i> (${oneLine(lead.company ?? "", 60)})`,
    );
    expect(rendered.html).toContain("Line two &amp; &lt;three&gt;");
  });

  it("fails a notice whose lead is not stored at once, with the reason, and sends nothing for it", async () => {
    const orphan = outboxMessage(t.deps, {
      subject: "New contact request: nobody",
      template: { name: "lead", leadId: "no-such-lead" },
      kind: "lead",
      to: "owner@wasatch.example",
      ref: "no-such-lead",
    });
    await t.deps.storage.outbox.enqueue([orphan]);
    const failed = async () => (await t.deps.storage.outbox.get(orphan.id))?.lastError;
    await expect
      .poll(failed, { timeout: 10_000, interval: 20 })
      .toBe("the lead this notice names is not stored");
    expect(smtp.received.some((m) => m.parsed.headers.get("x-outbox-id") === orphan.id)).toBe(
      false,
    );
    // Not retried for days: failed on its first attempt, where the owner can see and retry it.
    const stored = await t.deps.storage.outbox.get(orphan.id);
    expect(stored?.status).toBe("failed");
    expect(stored?.attempts).toBe(1);
  });

  it("tells the owner about a lead the chat captured, with its source and a link", async () => {
    const chat = { "x-forwarded-for": `10.1.1.${++ip}` };
    const session = await t.json("POST", "/api/chat/session", {}, chat);
    const { sessionId } = await readJson(session, chatSessionResponseSchema);
    const said = await t.json(
      "POST",
      "/api/chat/message",
      { sessionId, message: "I'm Nora Diaz, nora@salon.example. We run a hair salon." },
      chat,
    );
    expect(said.status).toBe(200);
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.parsed.text?.includes("nora@salon.example") ?? false,
    );
    expect(mail?.to).toEqual(["owner@wasatch.example"]);
    expect(mail?.parsed.subject).toBe("New lead from the chat assistant: Nora Diaz");
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("Source: chat_assistant");
    const [lead] = (await t.deps.storage.leads.list({})).filter(
      (l) => l.email === "nora@salon.example",
    );
    expect(text).toContain(`https://wasatch.example/admin/leads?lead=${lead?.id}`);
  });

  it("loses nothing in an SMTP outage: the form still answers at once, the mail follows", async () => {
    await smtp.stop();
    const id = await leadId(
      await submit({ type: "contact", name: "Maria Lopez", email: "maria@taqueria.example" }),
    );
    const failedOnce = async () =>
      (await t.deps.storage.outbox.list(50)).find((m) => m.ref === id && m.lastError);
    await expect.poll(failedOnce, { timeout: 10_000, interval: 20 }).toBeTruthy();
    expect(smtp.received.some((m) => m.parsed.text?.includes(id))).toBe(false);

    await smtp.start();
    const mails = await smtp.waitFor(1, (m) => m.parsed.text?.includes(id) ?? false);
    expect(mails).toHaveLength(1);
    const sent = (await t.deps.storage.outbox.list(50)).find((m) => m.ref === id);
    expect(sent?.status).toBe("sent");
    expect(sent?.attempts).toBeGreaterThan(1);
  });
});

describe("two server processes on one Redis", () => {
  let smtp: SmtpReceiver;
  let a: TestApp;
  let b: TestApp;
  const workers: (MailWorker | null)[] = [];
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    const shared = { redisPrefix: `test:${crypto.randomUUID()}:` };
    a = await buildTestApp(
      "redis",
      { ...MAIL_ENV, SMTP_URL: smtp.url, MAIL_POLL_MS: "10" },
      shared,
    );
    b = await buildTestApp(
      "redis",
      { ...MAIL_ENV, SMTP_URL: smtp.url, MAIL_POLL_MS: "10" },
      shared,
    );
  });
  afterAll(async () => {
    for (const w of workers) await w?.stop();
    await a.close();
    await b.close();
    await smtp.stop();
  });

  it("never sends a message twice", async () => {
    workers.push(startMailWorker(a.deps), startMailWorker(b.deps));
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const app = i % 2 ? a : b;
      const res = await app.json(
        "POST",
        "/api/leads",
        { type: "contact", name: `Visitor ${i}`, email: `v${i}@example.com` },
        { "x-forwarded-for": `10.2.0.${i}` },
      );
      ids.push((await readData(res, leadCreatedSchema)).id);
    }
    const mine = (m: { parsed: { text?: string } }) =>
      ids.some((id) => m.parsed.text?.includes(id));
    await smtp.waitFor(30, mine);
    // Both workers keep polling a little longer: a double send would show up now.
    await Promise.all(workers.map((w) => w?.runOnce()));
    const delivered = smtp.received
      .filter(mine)
      .map((m) => ids.find((id) => m.parsed.text?.includes(id)));
    expect(delivered.sort()).toEqual([...ids].sort());
  });
});

describe("which parts of mail are on, as the owner sees it", () => {
  it("names the SMTP server and the owner in system info and settings, never the credentials", async () => {
    const t = await buildTestApp("sqlite", {
      ...MAIL_ENV,
      SMTP_URL: "smtp://desk:s3cret-pass@mail.wasatch.example:2525",
    });
    try {
      const auth = await t.login();
      const info = await t.json("GET", "/api/leads/system-info", undefined, auth);
      const body = await info.text();
      expect(JSON.parse(body).data.components.mail).toBe(
        "smtp mail.wasatch.example:2525 → owner@wasatch.example",
      );
      const settings = await (await t.json("GET", "/api/admin/settings", undefined, auth)).text();
      expect(JSON.parse(settings).data.smtp).toMatchObject({
        configured: true,
        server: "mail.wasatch.example:2525",
      });
      for (const text of [body, settings]) {
        expect(text).not.toContain("s3cret-pass");
        expect(text).not.toContain("desk:");
      }
    } finally {
      await t.close();
    }
  });

  it("mails the site's own address, from the site's name, unless told otherwise", async () => {
    const t = await buildTestApp("sqlite", {
      SITE_NAME: "Wasatch AI",
      SITE_EMAIL: "hello@wasatch.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    try {
      const res = await t.json("GET", "/api/admin/settings", undefined, await t.login());
      const { data } = (await res.json()) as {
        data: { smtp: { ownerEmail: string; from: string } };
      };
      expect(data.smtp).toMatchObject({
        ownerEmail: "hello@wasatch.example",
        from: '"Wasatch AI" <hello@wasatch.example>',
      });
    } finally {
      await t.close();
    }
  });

  it("says when mail only waits in the outbox", async () => {
    const t = await buildTestApp("sqlite", MAIL_ENV);
    try {
      const auth = await t.login();
      const info = await t.json("GET", "/api/leads/system-info", undefined, auth);
      const data = await readData(info, systemInfoSchema);
      expect(data.components.mail).toBe("outbox only (no SMTP_URL)");
    } finally {
      await t.close();
    }
  });
});
