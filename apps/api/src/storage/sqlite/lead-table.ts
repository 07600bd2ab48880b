import type { Database } from "bun:sqlite";
import type { Lead } from "@repo/schemas";

/**
 * The leads table, and its insert for other repositories' transactions (a booking is stored
 * with its lead in one).
 */
export function sqliteLeadTable(db: Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads (
      id TEXT PRIMARY KEY,
      environment TEXT NOT NULL,
      status TEXT NOT NULL,
      type TEXT NOT NULL,
      created_at TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at DESC);
    CREATE INDEX IF NOT EXISTS leads_env_status ON leads (environment, status);
  `);
  // Bound by position: cheaper than by name (no object to build and walk).
  const insert = db.query<never, [string, string, string, string, string, string]>(
    "INSERT INTO leads (id, environment, status, type, created_at, data) VALUES (?, ?, ?, ?, ?, ?)",
  );
  return {
    /** Inserts inside the caller's transaction. */
    insert(lead: Lead) {
      insert.run(
        lead.id,
        lead.environment,
        lead.status,
        lead.type,
        lead.createdAt,
        JSON.stringify(lead),
      );
    },
  };
}
