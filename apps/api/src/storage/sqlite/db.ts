import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

/** Opens (creating if needed) the embedded database in WAL mode. */
export function openDatabase(file: string): Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { create: true, strict: true });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA foreign_keys = ON");
  return db;
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
