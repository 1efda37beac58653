// `npm run bench`: the catalogue API against a raw node:http server returning the same bytes,
// measured in the same run with the same load (50 connections). Prints figures, asserts nothing.
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

function start(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/servers.ts", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.on("data", (d: Buffer) => {
      const m = /PORT (\d+)/.exec(d.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const shop = await start(["shop"]);
const body = Buffer.from(await (await fetch(`http://127.0.0.1:${shop.port}/api/products`)).arrayBuffer());
const raw = await start(["raw"], { RAW_BODY_B64: body.toString("base64") });
try {
  const baseline = await load(`http://127.0.0.1:${raw.port}/`);
  const api = await load(`http://127.0.0.1:${shop.port}/api/products`);
  const row = (name: string, r: typeof api) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
  console.log(`GET /api/products (${(body.length / 1024).toFixed(1)} KB JSON), ${CONNECTIONS} connections, ${DURATION} s`);
  console.log(row("raw node:http (baseline)", baseline));
  console.log(row("shop API", api));
  console.log(`ratio shop/raw: ${(api.rps / baseline.rps).toFixed(2)}`);
} finally {
  shop.child.kill("SIGTERM");
  raw.child.kill("SIGTERM");
}
