// The server the browser tests talk to: a fresh demo shop, on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn } from "node:child_process";
import pg from "pg";

const env = { ...process.env };
const url = process.env.TEST_DATABASE_URL;
let dbName;
if (url) {
  dbName = `shop_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  env.DATABASE_URL = u.toString();
}
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "inherit" });
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", async (code) => {
  if (dbName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
  process.exit(code ?? 0);
});
