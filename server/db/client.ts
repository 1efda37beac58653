import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself (backups and test templates need it). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite's files; `undefined` keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests copy one migrated template instead of running initdb). */
  loadDataDir?: Blob;
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) claimDataDir(options.dataDir);
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      if (options.dataDir) rmSync(ownerFile(options.dataDir), { force: true });
    },
  };
}

const ownerFile = (dataDir: string) => path.join(dataDir, "owner.pid");

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite serves one process at a time and leaves its lock file behind when that process dies
 * (kill -9, power loss), after which it refuses to open. We record the owning process: a live
 * owner means the database is in use; a dead one means the lock is stale and is cleared.
 */
function claimDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const owner = Number(existsSync(ownerFile(dataDir)) ? readFileSync(ownerFile(dataDir), "utf8") : Number.NaN);
  if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first, or use PostgreSQL (DATABASE_URL) for several processes.`,
    );
  }
  rmSync(path.join(dataDir, "postmaster.pid"), { force: true });
  writeFileSync(ownerFile(dataDir), String(process.pid));
}

export class DatabaseInUseError extends Error {}
