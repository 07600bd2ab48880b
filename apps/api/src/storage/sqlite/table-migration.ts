import type { Database } from "bun:sqlite";

/** Whether `table` exists and was created WITHOUT ROWID; undefined when it does not exist. */
export const isWithoutRowid = (db: Database, table: string): boolean | undefined =>
  db
    .query<{ sql: string }, [string]>(
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
    )
    .get(table)
    ?.sql.includes("WITHOUT ROWID");

/** Whether `table` has a column named `column`. */
export const hasColumn = (db: Database, table: string, column: string): boolean =>
  db
    .query<{ name: string }, []>(`PRAGMA table_info(${table})`)
    .all()
    .some((c) => c.name === column);

/**
 * Rebuilds a table made by an earlier version, once: `needed` is asked again inside one
 * IMMEDIATE transaction, so a second process starting at the same time waits for the write
 * lock and then finds nothing to do, and the move (`sql`) is all or nothing.
 */
export function migrateTableOnce(db: Database, needed: () => boolean, sql: string): void {
  if (!needed()) return;
  db.transaction(() => {
    if (needed()) db.exec(sql);
  }).immediate();
}
