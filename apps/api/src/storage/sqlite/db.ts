import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Pages the WAL may hold before a commit of this connection checkpoints it (SQLite's default
 * is 1000). Checkpoints normally run on a worker thread every 250 ms (checkpointer.ts); this
 * one bounds the WAL: SQLite reuses the WAL from its start only after a checkpoint that caught
 * up with the last commit, which under steady writes only the writing connection can do. Each
 * commit appends the pages it changed, the hot ones (the right end of every index, the
 * rate-limit counters) again and again; a checkpoint copies each page once however often it
 * changed, then fsyncs. With the worker having copied and fsynced all but the last moment's
 * pages, this checkpoint is short. The WAL file grows to ~40 MB (4 KB pages) and is reused
 * from its start after each such checkpoint; readers find pages through its index either way.
 */
const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** How long a write waits for another connection's write lock before it fails (a 503). */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * How long a start waits for the write lock: another process on the file may be moving an
 * earlier version's data into a new layout at its own start (about 10 s per million stored
 * messages), and this one must wait for that instead of failing to start.
 */
export const START_BUSY_TIMEOUT_MS = 10 * 60 * 1000;

/** Opens (creating if needed) the embedded database in WAL mode. */
export function openDatabase(file: string, busyTimeoutMs = BUSY_TIMEOUT_MS): Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { create: true, strict: true });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  db.exec("PRAGMA foreign_keys = ON");
  return db;
}

/** Once the tables are set up (see START_BUSY_TIMEOUT_MS): a write waits BUSY_TIMEOUT_MS for the lock, then fails. */
export function ready(db: Database): void {
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/** Escapes `%`, `_` and `\` for a LIKE pattern used with `ESCAPE '\'`. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * ` AND <condition>` for each condition whose value is given (empty ones are skipped), and its
 * parameters, named by the condition's `$name`: `{"status = $status": "draft"}`.
 */
export function conditions(byCondition: Record<string, string | undefined>) {
  let sql = "";
  const params: Record<string, string> = {};
  for (const [condition, value] of Object.entries(byCondition)) {
    const name = /\$(\w+)/.exec(condition)?.[1];
    if (!value || !name) continue;
    sql += ` AND ${condition}`;
    params[name] = value;
  }
  return { sql, params };
}
