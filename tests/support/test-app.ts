import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import type { PaymentProviders } from "../../server/integrations/payments/registry.ts";
import { DiskImageStore } from "../../server/integrations/storage/disk-image-store.ts";
import { createServices, type Services } from "../../server/services.ts";
import { copyDatabase, dropDatabase, withDatabase } from "./postgres.ts";

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("dbTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = await copyDatabase(url, template);
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await dropDatabase(url, name);
      },
    };
  }
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(template)]) });
  return { ...database, dispose: () => database.close() };
}

/** The whole HTTP app on a fresh database, for in-process API tests with `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}, overrides: { paymentProviders?: PaymentProviders } = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const services: Services = createServices({
    config,
    db: database.db,
    images: new DiskImageStore(path.join(dataDir, "images")),
    ...overrides,
  });
  const app = createApp(services);
  return {
    app,
    services,
    db: database.db,
    async close() {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
