import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimitHits } from "../../db/schema.ts";

/**
 * Counts events per key in fixed windows, in the database (shared by all instances). `hit` records
 * one event and says whether the key is still within its limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private window(now: number) {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
  }

  async hit(key: string, now = Date.now()): Promise<boolean> {
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart: this.window(now), count: 1 })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
      .returning({ count: rateLimitHits.count });
    return (row?.count ?? 0) <= this.limit;
  }

  /** True when the key has used up its limit in the current window (without counting). */
  async exhausted(key: string, now = Date.now()): Promise<boolean> {
    const [row] = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, this.window(now))));
    return (row?.count ?? 0) >= this.limit;
  }

  /** Forgets a key's past windows, e.g. after a successful login. */
  async reset(key: string) {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}
