/**
 * The SQLite promise under the group commit and the WAL settings (db.ts): a lead answered 201
 * is in the database file, with its owner's notice queued, even when the server process is
 * killed outright (SIGKILL: nothing flushed, no shutdown) while writes are in flight.
 */
import { Database } from "bun:sqlite";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { leadCreatedSchema } from "@repo/schemas";
import { afterAll, describe, expect, it } from "vitest";
import { readData } from "../support/responses";
import { jsonInit } from "../support/server";
import { type ServerProcess, startServerProcess } from "../support/server-process";

describe("SQLite server killed under load", () => {
  let server: ServerProcess;
  afterAll(async () => {
    if (server?.proc.exitCode === null) server.proc.kill("SIGKILL");
    await server?.proc.exited;
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged lead and its notice", async () => {
    server = await startServerProcess({ TRUST_PROXY: "true" });
    const acknowledged: string[] = [];
    let n = 0;
    let killed = false;
    // Concurrent writers, so commits carry groups of leads, until the kill.
    const writer = async () => {
      while (!killed) {
        const i = n++;
        const res = await fetch(
          `${server.url}/api/leads`,
          jsonInit(
            { type: "contact", name: `Writer ${i}`, email: `w${i}@example.com`, message: "Hi" },
            { "x-forwarded-for": `10.7.${(i >> 8) & 255}.${i & 255}` },
          ),
        ).catch(() => null); // the server is gone
        if (res?.status === 201) acknowledged.push((await readData(res, leadCreatedSchema)).id);
        else await res?.body?.cancel();
      }
    };
    const writers = Array.from({ length: 16 }, writer);
    // Kill once enough leads were acknowledged to matter, however slow the machine (bounded).
    const deadline = Date.now() + 8_000;
    do await Bun.sleep(250);
    while (acknowledged.length <= 200 && Date.now() < deadline);
    server.proc.kill("SIGKILL");
    killed = true;
    await server.proc.exited;
    await Promise.all(writers);

    expect(acknowledged.length).toBeGreaterThan(50);
    const db = new Database(join(server.dataDir, "app.sqlite"), { strict: true });
    try {
      const stored = new Set(
        db
          .query<{ id: string }, []>("SELECT id FROM leads")
          .all()
          .map((r) => r.id),
      );
      const notices = new Set(
        db
          .query<{ ref: string }, []>("SELECT json_extract(data, '$.ref') AS ref FROM outbox")
          .all()
          .map((r) => r.ref),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.filter((id) => !notices.has(id))).toEqual([]);
    } finally {
      db.close();
    }
  });
});
