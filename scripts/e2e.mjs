// Runs the Playwright suite in Debian's Chromium; says so and skips only these tests when no Chromium exists.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`No Chromium at ${chromium}: skipping the browser tests (install it with: apt-get install -y chromium).`);
  process.exit(0);
}
const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(r.status ?? 1);
