import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { createTemplateDatabase, dropDatabase } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data dir dump, or the name of a migrated PostgreSQL template database. */
    dbTemplate: string;
  }
}

/** Runs migrations once; every test file then starts from a copy instead of running initdb again. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = await createTemplateDatabase(url);
    project.provide("dbTemplate", name);
    return () => dropDatabase(url, name);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-template-"));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
