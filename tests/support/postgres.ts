import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";

/** The same server, another database name. */
export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string) {
  const name = `shop_tpl_${randomBytes(4).toString("hex")}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({ url: withDatabase(url, name) });
  await database.migrate();
  await database.close();
  return name;
}

export async function copyDatabase(url: string, template: string) {
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await admin(url, (c) => c.query(`create database ${name} template ${template}`));
  return name;
}

export async function dropDatabase(url: string, name: string) {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}
