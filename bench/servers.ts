// Child process for the benchmark: `shop` serves the real API on a fresh seeded database,
// `raw` serves fixed bytes with node:http (the baseline). Prints the port when ready.
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDemoCatalogue } from "../server/db/seed/index.ts";
import { DiskImageStore } from "../server/integrations/storage/disk-image-store.ts";
import { createServices } from "../server/services.ts";

const kind = process.argv[2];
if (kind === "raw") {
  const body = Buffer.from(process.env.RAW_BODY_B64 ?? "", "base64");
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
  server.listen(0, "127.0.0.1", () => console.log(`PORT ${(server.address() as { port: number }).port}`));
} else {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(dataDir, "db") });
  await database.migrate();
  await seedDemoCatalogue(database.db);
  const app = createApp(createServices({ config, db: database.db, images: new DiskImageStore(path.join(dataDir, "images")) }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`PORT ${info.port}`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
