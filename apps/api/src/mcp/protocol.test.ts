import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

/** JSON-RPC details of the agent endpoint, through the SDK's real Client and raw HTTP. */
describe("MCP protocol details", () => {
  let t: TestApp;
  let url: string;
  let server: ReturnType<typeof Bun.serve>;
  let client: Client;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
    url = `http://127.0.0.1:${server.port}/api/nlweb/mcp`;
    client = new Client({ name: "protocol-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  });
  afterAll(async () => {
    await client.close();
    await server.stop(true);
    await t.close();
  });

  const rpc = async (body: unknown, version = "2025-06-18") => {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": version,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("answers an unknown tool with -32602", async () => {
    const error = await client.callTool({ name: "no_such_tool", arguments: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32602);
    expect((error as McpError).message).toContain("no_such_tool");
  });

  it("answers a call without a tool name with -32602 naming the field", async () => {
    const res = await rpc({ jsonrpc: "2.0", id: 7, method: "tools/call", params: {} });
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602 } });
    const message = String((res.body.error as { message: string }).message);
    expect(message).toContain("name");
    expect(message).not.toContain("invalid_type");
  });

  it("answers an unknown resource with -32002", async () => {
    const error = await client.readResource({ uri: "company://nothing" }).catch((e) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32002);
  });

  it("does not advertise listChanged on a stateless server", () => {
    const caps = client.getServerCapabilities();
    expect(caps?.tools?.listChanged).toBeFalsy();
    expect(caps?.resources?.listChanged).toBeFalsy();
    expect(caps?.prompts?.listChanged).toBeFalsy();
  });

  it("refuses batches under 2025-06-18 and accepts them under 2025-03-26", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", id: 2, method: "ping" },
    ];
    const refused = await rpc(batch);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    const older = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-03-26",
      },
      body: JSON.stringify(batch),
    });
    expect(older.status).toBe(200);
    expect(((await older.json()) as unknown[]).length).toBe(2);
  });
});
