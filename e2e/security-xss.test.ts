/**
 * Stored XSS: script, markup, markdown images and links, template syntax and a lone UTF-16
 * surrogate go into every field a visitor or agent can write, then the owner opens each admin
 * page that shows them in Chromium. Nothing runs (no dialog), nothing is fetched from another
 * host, and no page breaks.
 */
import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repeatVisitor, startFakeOpenAi } from "../apps/api/test/support/fake-openai";
import { adminJourney, submitAdminLogin } from "./support/admin";
import { E2E_ADMIN } from "./support/server";

/**
 * The attacker's host, over https (which the public pages' CSP allows for images). The browser
 * never reaches it: every request to it is caught, counted as a leak and answered locally.
 */
const ATTACKER = "https://attacker.example";
const hits: string[] = [];
const host = () => ATTACKER;

const payloads = () => [
  `<img src=${host()}/img.png onerror=alert(1)>`,
  "<script>alert(2)</script>",
  `"><svg onload=alert(3)>`,
  `![t](${host()}/pixel.png)`,
  "[click me](javascript:alert(4))",
  `<iframe src="${host()}/frame"></iframe>`,
  `<a href="javascript:alert(5)">x</a>`,
  "{{constructor.constructor('alert(6)')()}}",
  `<link rel=stylesheet href=${host()}/style.css>`,
];
const all = () => payloads().join(" ");

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A model that does what the visitor asks: it repeats their message, markdown and all. */
function obedientModel() {
  const model = startFakeOpenAi();
  model.state.reply = repeatVisitor;
  return model;
}

describe("stored XSS payloads in the admin", () => {
  const model = obedientModel();
  afterAll(() => model.stop());
  const admin = adminJourney(
    { acceptDownloads: true },
    { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: model.url, OPENAI_MODEL: "test" },
  );
  const dialogs: string[] = [];
  const foreign: string[] = [];

  it("every public write takes the payloads", async () => {
    const base = admin.server.url;
    const [p0, p1, p2, p3, p4, p5, p6, p7] = payloads();
    const inquiry = await post(`${base}/api/leads`, {
      type: "project_inquiry_modal",
      name: p0,
      email: "xss-inquiry@example.com",
      company: p1,
      phone: "<b>1</b>",
      message: all(),
      industry: p2,
      employees: p3,
      challenge: all(),
      timeline: p4,
      budget: p5,
    });
    expect(inquiry.status).toBe(201);
    const contact = await post(`${base}/api/leads`, {
      type: "contact",
      name: `SURROGATE-MARK ${p3}`,
      email: "xss-contact@example.com",
      company: p6,
      message: all(),
      source: p7,
    });
    expect(contact.status).toBe(201);

    const session = await post(`${base}/api/chat/session`, {});
    const { sessionId } = (await session.json()) as { sessionId: string };
    for (const message of [
      `My name is ${p3}`,
      all(),
      `I run ${p0} and my email is x@example.com`,
    ]) {
      expect((await post(`${base}/api/chat/message`, { sessionId, message })).status).toBe(200);
    }

    const mcp = await post(
      `${base}/api/nlweb/mcp`,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "book_consultation",
          arguments: { name: p3, email: "xss-agent@example.com", notes: all(), businessType: p0 },
        },
      },
      { accept: "application/json, text/event-stream" },
    );
    expect(mcp.status).toBe(200);
    const ask = await fetch(`${base}/api/nlweb/ask?query=${encodeURIComponent(all())}`);
    expect(ask.status).toBe(200);

    // A note from the owner, then stored text from before inputs were made well-formed: a lone
    // surrogate written straight into the database, as an older version could have stored it.
    const login = await post(`${base}/api/auth/login`, E2E_ADMIN);
    const { token } = (await login.json()) as { token: string };
    const { data: leads } = (await (
      await fetch(`${base}/api/leads`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: string; email: string }[] };
    const target = leads.find((l) => l.email === "xss-inquiry@example.com");
    const note = await fetch(`${base}/api/leads/${target?.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ notes: all() }),
    });
    expect(note.status).toBe(200);
    const db = new Database(join(admin.server.dataDir, "app.sqlite"));
    db.run("UPDATE leads SET data = replace(data, 'SURROGATE-MARK', ?)", ["\\ud800"]);
    db.close();
  });

  it("the owner opens leads, their details, the reply link, the CSV and every conversation", async () => {
    const { page, errors, context } = admin.tracked;
    await context.route(`${ATTACKER}/**`, (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204, body: "" });
    });
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(admin.server.url) && !/^(data|blob):/.test(url)) foreign.push(url);
    });

    await page.goto(`${admin.server.url}/admin/login?redirect=%2Fadmin%2Fleads`);
    await submitAdminLogin(page);
    await page.getByRole("heading", { name: "Website Leads" }).waitFor();
    const details = page.getByRole("button", { name: /^View details for / });
    // The inquiry, the contact message and the agent's booking (and a chat lead, if captured).
    await expect.poll(() => details.count()).toBeGreaterThanOrEqual(3);

    // The lead with the lone surrogate renders, with a working reply link.
    const broken = page.getByRole("row", { name: /\uFFFD|\ud800/ });
    await broken.waitFor();
    const reply = broken.getByRole("link", { name: /^Email / });
    expect(await reply.getAttribute("href")).toMatch(/^mailto:xss-contact@example\.com\?subject=/);

    for (let i = 0; i < (await details.count()); i++) {
      await details.nth(i).click();
      const dialog = page.getByRole("dialog", { name: "Lead Details" });
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(csv).toContain("xss-contact@example.com");
    expect(csv.isWellFormed()).toBe(true);

    await page.goto(`${admin.server.url}/admin`);
    await page.getByRole("tab", { name: "Recent Conversations" }).click();
    const list = page.getByTestId("conversation-list");
    const conversations = list.getByRole("button");
    await expect.poll(() => conversations.count()).toBeGreaterThanOrEqual(3);
    const count = await conversations.count();
    for (let i = 0; i < count; i++) {
      await conversations.nth(i).click();
      await page.getByTestId("conversation-detail").waitFor();
    }
    // Give any image, frame or stylesheet the chance to load before judging.
    await page.waitForLoadState("networkidle");

    expect(await page.getByText("Something went wrong").count()).toBe(0);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    expect(hits).toEqual([]);
  });
});
