// `npm run admin:create`: creates an admin account, asking for the password without echoing it.
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { AuthService } from "../domain/auth/auth-service.ts";

async function ask(question: string, hidden: boolean): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden && process.stdin.isTTY) {
    // Print the question, then swallow the typed characters instead of echoing them.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(question);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden && process.stdin.isTTY) process.stdout.write("\n");
  return answer;
}

const config = loadConfig();
const username = (process.argv[2] ?? (await ask("Admin username: ", false))).trim();
const password = await ask("Password (at least 10 characters): ", true);
if (username.length < 3 || password.length < 10) {
  console.error("The username needs at least 3 characters and the password at least 10.");
  process.exit(1);
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
await database.migrate();
const result = await new AuthService(database.db).ensureAdmin(username, password);
console.log(result === "created" ? `Created the admin "${username}".` : `An admin "${username}" already exists; nothing changed.`);
await database.close();
