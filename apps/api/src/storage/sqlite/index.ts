import { join } from "node:path";
import type { Storage } from "../types";
import { createSqliteAuthSessions } from "./auth-sessions";
import { createSqliteBookings } from "./bookings";
import { startCheckpointer } from "./checkpointer";
import { createSqliteConversations } from "./conversations";
import { openDatabase, ready, START_BUSY_TIMEOUT_MS } from "./db";
import { createGroupCommit } from "./group-commit";
import { createSqliteKv } from "./kv";
import { sqliteKvTable } from "./kv-table";
import { sqliteLeadTable } from "./lead-table";
import { createSqliteLeads } from "./leads";
import { createSqliteOutbox, sqliteOutboxTable } from "./outbox";
import { createSqlitePosts } from "./posts";
import { sqliteRateLimitTable } from "./rate-limit-table";
import { createSqliteRateLimits } from "./rate-limits";
import { createSqliteUsers } from "./users";

/** Embedded storage: one SQLite file under `dataDir` (or `:memory:`). */
export function createSqliteStorage(dataDir: string): Storage & { file: string } {
  const file = dataDir === ":memory:" ? dataDir : join(dataDir, "app.sqlite");
  // Tables are created, and an earlier version's data moved, while waiting long for the lock.
  const db = openDatabase(file, START_BUSY_TIMEOUT_MS);
  const leadTable = sqliteLeadTable(db);
  const outboxTable = sqliteOutboxTable(db);
  const rateLimitTable = sqliteRateLimitTable(db);
  const kvTable = sqliteKvTable(db);
  // The hot writes (rate-limit hits, leads, conversation appends, key-value state) commit in groups.
  const group = createGroupCommit(db);
  const { write, flush } = group;
  // A file's checkpoints run on a worker thread, off the event loop (checkpointer.ts).
  const checkpointer = file === ":memory:" ? undefined : startCheckpointer(file);
  const storage: Storage & { file: string } = {
    type: "SQLite",
    file,
    leads: createSqliteLeads(
      db,
      { leads: leadTable, outbox: outboxTable, rateLimits: rateLimitTable },
      write,
    ),
    bookings: createSqliteBookings(db, { leads: leadTable, outbox: outboxTable }),
    outbox: createSqliteOutbox(db, outboxTable),
    conversations: createSqliteConversations(db, group, kvTable, rateLimitTable),
    users: createSqliteUsers(db),
    authSessions: createSqliteAuthSessions(db),
    rateLimits: createSqliteRateLimits(db, rateLimitTable, write),
    kv: createSqliteKv(db, write, kvTable, rateLimitTable),
    posts: createSqlitePosts(db),
    async ping() {
      db.query("SELECT 1").get();
    },
    async close() {
      flush();
      await checkpointer?.stop();
      db.close();
    },
  };
  ready(db);
  return storage;
}
