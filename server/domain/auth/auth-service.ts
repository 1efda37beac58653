import { createHash, randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminSessions, adminUsers } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { RateLimiter } from "./rate-limiter.ts";

export const SESSION_HOURS = 12;
const WINDOW_MS = 15 * 60 * 1000;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** Argon2id (the package's const enum value 2, which isolated modules cannot import). */
const ARGON2ID = 2 as Algorithm;
const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export interface AdminIdentity {
  userId: number;
  username: string;
}

export class AuthService {
  /** Verifying against this keeps a failed login for an unknown user as slow as for a known one. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString("hex"));
  private readonly perIp: RateLimiter;
  private readonly perUser: RateLimiter;

  constructor(private readonly db: Db) {
    this.perIp = new RateLimiter(db, 20, WINDOW_MS);
    this.perUser = new RateLimiter(db, 5, WINDOW_MS);
  }

  /** Creates the admin if that username does not exist yet (first start, or `npm run admin:create`). */
  async ensureAdmin(username: string, password: string): Promise<"created" | "exists"> {
    const [existing] = await this.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username));
    if (existing) return "exists";
    await this.db.insert(adminUsers).values({ username, passwordHash: await hashPassword(password) });
    return "created";
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.db.select({ id: adminUsers.id }).from(adminUsers).limit(1)).length > 0;
  }

  /** Checks the password (rate-limited per IP and per username) and opens a session. */
  async login(username: string, password: string, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const userKey = `login-user:${username.toLowerCase()}`;
    const ipKey = `login-ip:${ip}`;
    if ((await this.perUser.exhausted(userKey)) || (await this.perIp.exhausted(ipKey))) {
      throw new ApiError(429, "too_many_attempts", "Too many login attempts. Please wait 15 minutes and try again.");
    }
    const [user] = await this.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(() => false);
    if (!user || !ok) {
      await Promise.all([this.perUser.hit(userKey), this.perIp.hit(ipKey)]);
      throw new ApiError(401, "invalid_credentials", "Invalid username or password");
    }
    await this.perUser.reset(userKey);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600 * 1000);
    await this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
    await this.db.insert(adminSessions).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
    return { token, expiresAt };
  }

  /** The admin behind a session token, or null for a missing, unknown, expired or ended session. */
  async identify(token: string | undefined): Promise<AdminIdentity | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select({ userId: adminUsers.id, username: adminUsers.username })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(and(eq(adminSessions.tokenHash, sha256(token)), gt(adminSessions.expiresAt, new Date())));
    return row ?? null;
  }

  async logout(token: string) {
    await this.db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token)));
  }
}
