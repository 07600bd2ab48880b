import type { Database } from "bun:sqlite";
import type { AuthSession, AuthSessionRepository } from "../types";

export function createSqliteAuthSessions(db: Database): AuthSessionRepository {
  db.exec(`
    CREATE TABLE IF NOT EXISTS auth_sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )
  `);
  const insert = db.query("INSERT INTO auth_sessions (id, user_id, expires_at) VALUES (?, ?, ?)");
  const select = db.query<{ id: string; user_id: string; expires_at: number }, [string, number]>(
    "SELECT * FROM auth_sessions WHERE id = ? AND expires_at > ?",
  );
  const remove = db.query("DELETE FROM auth_sessions WHERE id = ?");
  const purge = db.query("DELETE FROM auth_sessions WHERE expires_at <= ?");

  return {
    async create(session: AuthSession) {
      purge.run(Date.now());
      insert.run(session.id, session.userId, session.expiresAt);
    },
    async get(id) {
      const row = select.get(id, Date.now());
      return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at } : null;
    },
    async revoke(id) {
      remove.run(id);
    },
  };
}
