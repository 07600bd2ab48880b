import { describe, expect, it } from "vitest";
import { adminJourney, submitAdminLogin } from "./support/admin";

const PRICE_QUESTION = "How much does a custom chatbot cost?";

/** One MCP `tools/call` over Streamable HTTP, as an agent's client sends it (JSON or SSE answer). */
async function mcpCall(url: string, name: string, args: Record<string, unknown>) {
  const res = await fetch(`${url}/api/nlweb/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
      "user-agent": "insights-e2e-agent/1.0",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, arguments: args },
    }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const json = text.startsWith("{")
    ? text
    : (text
        .split("\n")
        .find((l) => l.startsWith("data:"))
        ?.slice(5) ?? "{}");
  const body = JSON.parse(json) as { result?: { isError?: boolean }; error?: unknown };
  expect(body.error, text).toBeUndefined();
  expect(body.result?.isError, text).not.toBe(true);
}

/** A visitor's chat through the public chat API. */
async function chat(url: string, messages: string[]) {
  const session = await fetch(`${url}/api/chat/session`, { method: "POST" });
  expect(session.status).toBe(201);
  const { sessionId } = (await session.json()) as { sessionId: string };
  for (const message of messages) {
    const res = await fetch(`${url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId, message }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

describe("admin: Chat & Agent Insights", () => {
  const admin = adminJourney();

  const stat = (label: string) => admin.tracked.page.getByTestId(`stat-${label}`);

  it("starts empty after login", async () => {
    const { page } = admin.tracked;
    await page.goto(`${admin.server.url}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await submitAdminLogin(page);
    await page.waitForURL(`${admin.server.url}/admin`);
    await page.getByRole("heading", { name: "Chat Insights" }).waitFor();
    await expect.poll(() => stat("Total Conversations").textContent()).toBe("0");
    await page.getByText("No questions data available yet").waitFor();
    await page.getByText("AI is analyzing your conversation patterns...").waitFor();
    expect(await page.getByText("vs prev 30 days").count()).toBe(4);
  });

  it("shows chats and MCP calls made through the public endpoints, and opens one", async () => {
    const { page } = admin.tracked;
    await chat(admin.server.url, [PRICE_QUESTION, "Can I book a discovery call?"]);
    await chat(admin.server.url, ["how much does a custom chatbot cost"]);
    await mcpCall(admin.server.url, "ask", { query: "What services do you offer?" });

    // Refresh drops the 5-minute cache for these filters and reloads everything.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => stat("Total Conversations").textContent()).toBe("3");
    await expect.poll(() => stat("Questions Asked").textContent()).toBe("4");
    expect(await stat("Avg Questions/Visit").textContent()).toBe("1.3");
    expect(await stat("AI Agent Queries").textContent()).toBe("1");

    const popular = page.getByTestId("popular-questions");
    await popular.waitFor();
    const first = popular.getByRole("listitem").first();
    expect((await first.textContent())?.toLowerCase()).toContain(
      "how much does a custom chatbot cost",
    );
    expect(await first.textContent()).toContain("2x");
    await page.getByTestId("insights-list").waitFor();

    await page.getByRole("tab", { name: "Traffic Sources" }).click();
    await page.getByText("AI Discovery Success").waitFor();
    expect(await page.getByText("33%").count()).toBeGreaterThan(0);

    await page.getByRole("tab", { name: "Recent Conversations" }).click();
    await page.getByText("Select a conversation to view details").waitFor();
    const list = page.getByTestId("conversation-list");
    await expect.poll(() => list.getByRole("button").count()).toBe(3);
    expect(await list.textContent()).toContain("AI Agent");
    await list.getByRole("button", { name: /How much does a custom chatbot cost\?\.\.\./ }).click();
    const detail = page.getByTestId("conversation-detail");
    await detail.waitFor();
    expect(await detail.textContent()).toContain("Started:");
    expect(await detail.textContent()).toContain("Can I book a discovery call?");
    expect(await detail.textContent()).toContain("Messages: 5"); // greeting, 2 questions, 2 answers
  });

  it("Clear Data empties the dashboard", async () => {
    const { page, errors } = admin.tracked;
    await page.getByRole("button", { name: "Clear Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear All Data" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("This action cannot be undone!");
    await dialog.getByRole("button", { name: "Clear All Data" }).click();
    await page.getByText("All conversation data cleared successfully").waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => stat("Total Conversations").textContent()).toBe("0");
    await page.getByText("No questions data available yet").waitFor();
    expect(errors).toEqual([]);
  });
});
