import type { Database } from "bun:sqlite";
import { newId } from "../../lib/ids";
import type { AdminUserRecord, UserRepository } from "../types";

interface Row {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (r: Row): AdminUserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: "admin",
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createSqliteUsers(db: Database): UserRepository {
  db.exec(`
    CREATE TABLE IF NOT EXISTS admin_users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )
  `);
  const byEmail = db.query<Row, [string]>("SELECT * FROM admin_users WHERE email = ?");
  const byId = db.query<Row, [string]>("SELECT * FROM admin_users WHERE id = ?");
  const upsert = db.query<Row, Record<string, string>>(`
    INSERT INTO admin_users (id, email, name, password_hash, created_at, updated_at)
    VALUES ($id, $email, $name, $hash, $now, $now)
    ON CONFLICT (email) DO UPDATE SET name = excluded.name, password_hash = excluded.password_hash, updated_at = excluded.updated_at
    RETURNING *
  `);
  const count = db.query<{ n: number }, []>("SELECT COUNT(*) AS n FROM admin_users");

  return {
    async upsert(user) {
      const row = upsert.get({
        id: newId(),
        email: user.email,
        name: user.name,
        hash: user.passwordHash,
        now: new Date().toISOString(),
      });
      if (!row) throw new Error("admin upsert returned nothing");
      return toRecord(row);
    },
    async getByEmail(email) {
      const row = byEmail.get(email);
      return row ? toRecord(row) : null;
    },
    async getById(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async count() {
      return count.get()?.n ?? 0;
    },
  };
}
