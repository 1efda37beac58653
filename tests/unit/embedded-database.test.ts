import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "shop-pglite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database on disk", () => {
  it("opens again after its process died and left PGlite's lock file behind", async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.close();
    // What a killed process leaves: PGlite's lock and our owner record naming a process that is gone.
    writeFileSync(path.join(dir, "postmaster.pid"), "-42\n/pglite/data\n");
    writeFileSync(path.join(dir, "owner.pid"), "2147483646");
    const again = await openDatabase({ dataDir: dir });
    expect((await again.pglite!.query<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    await again.close();
  }, 60_000);

  it("refuses to open while another live process owns it", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "owner.pid"), String(other.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });
});
