/**
 * A real app whose store can be made to refuse every write of leads (or of queued emails, or
 * of conversations)
 * while all else works, as a store failing at that moment would: on SQLite a trigger raising
 * "database or disk is full" (added through a second connection to the app's file), on Redis
 * an ACL that takes those keys from the app's own user. It shows what a write made in two
 * steps leaves behind.
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { Redis } from "ioredis";
import { inject } from "vitest";
import { type Backend, buildTestApp, type TestApp } from "./app";

/** What the store can be made to refuse: the leads, the outbox, or the conversations. */
export type Refusable = "leads" | "outbox" | "conversations";

export interface LeadFaultApp {
  readonly t: TestApp;
  refuseLeads(what?: Refusable): Promise<void>;
  /** Ends every refusal. */
  allowLeads(): Promise<void>;
  close(): Promise<void>;
}

export async function buildLeadFaultApp(backend: Backend): Promise<LeadFaultApp> {
  return backend === "sqlite" ? sqliteApp() : redisApp();
}

async function sqliteApp(): Promise<LeadFaultApp> {
  const t = await buildTestApp("sqlite");
  const file = join(t.deps.env.DATA_DIR, "app.sqlite");
  const run = (sql: string) => {
    const db = new Database(file);
    try {
      db.run(sql);
    } finally {
      db.close();
    }
  };
  return {
    t,
    async refuseLeads(what = "leads") {
      run(
        `CREATE TRIGGER refuse_${what} BEFORE INSERT ON ${what} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      );
    },
    async allowLeads() {
      run("DROP TRIGGER IF EXISTS refuse_leads");
      run("DROP TRIGGER IF EXISTS refuse_outbox");
      run("DROP TRIGGER IF EXISTS refuse_conversations");
    },
    close: () => t.close(),
  };
}

async function redisApp(): Promise<LeadFaultApp> {
  const admin = new Redis(inject("redisUrl"));
  const id = crypto.randomUUID();
  const user = `lead-fault-${id}`;
  const prefix = `test:${id}:`;
  await admin.acl("SETUSER", user, "on", ">secret", "~*", "&*", "+@all");
  const url = new URL(inject("redisUrl"));
  url.username = user;
  url.password = "secret";
  const t = await buildTestApp("redis", { REDIS_URL: url.toString() }, { redisPrefix: prefix });
  return {
    t,
    async refuseLeads(what = "leads") {
      // Every key but those starting with the word: "lea" (lead:{id}, leads:index,
      // leads:counts:{env}), "outbox" or "conv" (conv:{id}, its messages, the index); one
      // pattern per letter ("[^l]*", "l[^e]*", …).
      const word = what === "leads" ? "lea" : what === "outbox" ? "outbox" : "conv";
      const allowed = [...word].map((c, i) => `~${prefix}${word.slice(0, i)}[^${c}]*`);
      await admin.acl("SETUSER", user, "resetkeys", ...allowed);
    },
    async allowLeads() {
      await admin.acl("SETUSER", user, "resetkeys", "~*");
    },
    async close() {
      await t.close();
      await admin.acl("DELUSER", user);
      admin.disconnect();
    },
  };
}
