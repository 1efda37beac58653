// `npm start`: builds the app when no production build exists yet, then starts the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync("build/server/index.js")) {
  console.log("No production build yet: building once (about a minute)...");
  run("npx", ["react-router", "build"]);
}
run(process.execPath, ["--import", "tsx", "server/main.ts", ...process.argv.slice(2)]);
