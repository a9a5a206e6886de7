import { readdir, readFile } from 'node:fs/promises'
import type { Database } from './database.js'

const migrationsFolder = new URL('../migrations/', import.meta.url)
// Any fixed number: instances starting at once wait for each other on this lock.
const migrationLock = 7_216_016
// An instance waits here while another migrates, and a migration may rewrite a big table:
// neither is bounded by the statement timeout meant for requests.
const migrationOptions = { statementTimeoutMs: 0 }

/**
 * Applies the SQL files in `secure-site/migrations/` that the database has not seen yet,
 * in name order, each once, in one transaction under an advisory lock so that several
 * instances starting together do not race.
 *
 * @returns The names of the migrations applied now.
 */
export async function runMigrations(database: Database, now: number): Promise<string[]> {
  const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort()
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS gangway_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)',
    )
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM gangway_migrations')).map(
        (row) => row.name,
      ),
    )
    const applied: string[] = []
    for (const name of files) {
      if (done.has(name)) continue
      await tx.exec(await readFile(new URL(name, migrationsFolder), 'utf8'))
      await tx.query('INSERT INTO gangway_migrations (name, applied_at) VALUES ($1, $2)', [
        name,
        now,
      ])
      applied.push(name)
    }
    return applied
  }, migrationOptions)
}
