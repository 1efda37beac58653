import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseInUseError, openDatabase } from "./db/client.ts";
import { seedDemoCatalogue } from "./db/seed/index.ts";
import { DiskImageStore } from "./integrations/storage/disk-image-store.ts";
import { createServices, type Services } from "./services.ts";

const dev = process.argv.includes("--dev");

async function main() {
  const config = loadConfig({ NODE_ENV: dev ? "development" : "production", ...process.env });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
  await database.migrate();
  const images = new DiskImageStore(path.join(config.dataDir, "images"));
  const seeded = await seedDemoCatalogue(database.db, { images });
  if (seeded.seeded) console.log(`Seeded the demo catalogue (${seeded.products} products).`);
  const services = createServices({ config, db: database.db, images });
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    if ((await services.auth.ensureAdmin(config.ADMIN_USERNAME, config.ADMIN_PASSWORD)) === "created")
      console.log(`Created the admin "${config.ADMIN_USERNAME}".`);
  } else if (!(await services.auth.hasAdmin())) {
    console.log("No admin account yet: run `npm run admin:create`, or start once with ADMIN_USERNAME and ADMIN_PASSWORD set.");
  }

  const listener = dev ? await devListener(services) : await productionListener(services);
  const server = http.createServer(listener);
  server.listen(config.PORT, config.HOST, () => {
    const where = config.HOST === "0.0.0.0" ? `http://localhost:${config.PORT}` : `http://${config.HOST}:${config.PORT}`;
    console.log(`Shop running on ${where} (${dev ? "development" : "production"}, ${database.kind})`);
  });

  const shutdown = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

function contextFor(build: ServerBuild, services: Services) {
  const { servicesContext } = build.entry.module as unknown as { servicesContext: Parameters<RouterContextProvider["set"]>[0] };
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

async function productionListener(services: Services) {
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile)) throw new ConfigError("No production build found: run `npm run build` first (npm start does it).");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const app = createApp(services, {
    web: (request) => handle(request, contextFor(build, services)),
    beforeWeb: (a) => {
      a.use(
        "/assets/*",
        serveStatic({
          root: "build/client",
          onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
        }),
      );
      a.use("/favicon.svg", serveStatic({ path: "build/client/favicon.svg" }));
    },
  });
  return getRequestListener(app.fetch);
}

async function devListener(services: Services): Promise<http.RequestListener> {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = createApp(services, {
    web: async (request) => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(request, contextFor(build, services));
    },
  });
  const honoListener = getRequestListener(app.fetch);
  return (req, res) => vite.middlewares(req, res, () => honoListener(req, res));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
