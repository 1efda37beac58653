// `npm run admin:create`: creates an admin account, asking for the password without echoing it.
// Stop the shop first when it runs on the embedded database: PGlite allows one process at a time.
import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { AuthService } from "../domain/auth/auth-service.ts";

let muted = false;
// While the password is typed, nothing of it is echoed to the terminal.
const output = new Writable({
  write(chunk, encoding, done) {
    if (!muted) process.stdout.write(chunk, encoding);
    done();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });

// The iterator keeps lines that arrive early (piped input), unlike question().
const lines = rl[Symbol.asyncIterator]();
async function ask(prompt: string, hidden: boolean) {
  process.stdout.write(prompt);
  muted = hidden;
  const { value } = await lines.next();
  muted = false;
  if (hidden) process.stdout.write("\n");
  return String(value ?? "");
}

const username = (process.argv[2] ?? (await ask("Admin username: ", false))).trim();
const password = await ask("Password (at least 10 characters): ", true);
rl.close();

if (username.length < 3 || password.length < 10) {
  console.error("The username needs at least 3 characters and the password at least 10.");
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
await database.migrate();
const result = await new AuthService(database.db).ensureAdmin(username, password);
console.log(result === "created" ? `Created the admin "${username}".` : `An admin "${username}" already exists; nothing changed.`);
await database.close();
