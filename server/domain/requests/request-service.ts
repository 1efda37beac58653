import { randomBytes } from "node:crypto";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { customerRequests, type RequestStatus, type RequestType, requestAttachments } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Mailer } from "../../integrations/email/mailer.ts";
import type { DiskFileStore } from "../../integrations/storage/file-store.ts";
import { RateLimiter } from "../auth/rate-limiter.ts";
import { imageTypeOf } from "../images/upload.ts";
import { requestAcknowledgementMail, requestNoticeMail } from "./request-emails.ts";

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface IncomingFile {
  name: string;
  data: Buffer;
}

export interface RequestInput {
  name: string;
  email?: string;
  phone?: string;
  website?: string;
  [field: string]: string | undefined;
}

/** Images and PDFs only, judged by their first bytes. */
function attachmentType(data: Buffer): string | null {
  if (data.toString("latin1", 0, 5) === "%PDF-") return "application/pdf";
  const image = imageTypeOf(data);
  return image ? `image/${image}` : null;
}

export class RequestService {
  /** Per address and form: enough for a person, too few for a spammer. */
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly files: DiskFileStore,
    private readonly mailer: Mailer,
    private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(db, 5, 10 * 60 * 1000);
  }

  /** Stores a request with its attachments, tells the owner and thanks the sender in their language. */
  async submit(type: RequestType, input: RequestInput, lang: Lang, ip: string, attachments: IncomingFile[] = []) {
    if (!(await this.limiter.hit(`request:${type}:${ip}`))) {
      throw new ApiError(
        429,
        "too_many_requests",
        "You have sent several requests in a short time. Please wait a few minutes and try again.",
      );
    }
    // A filled honeypot is a bot: it hears "thank you" and nothing is stored.
    if (input.website) return { id: null };
    if (attachments.length > MAX_ATTACHMENTS) throw new ApiError(400, "too_many_files", `Please attach at most ${MAX_ATTACHMENTS} files.`);
    const typed = attachments.map((f) => {
      if (f.data.length > MAX_ATTACHMENT_BYTES) throw new ApiError(413, "file_too_large", `${f.name} is too large (max 10MB).`);
      const contentType = attachmentType(f.data);
      if (!contentType) throw new ApiError(400, "file_type", `${f.name} is not an image or PDF file.`);
      return { ...f, contentType, key: `att-${randomBytes(12).toString("hex")}` };
    });
    for (const f of typed) await this.files.put(f.key, f.data);

    const { name, email, phone, website: _honeypot, ...fields } = input;
    const clean = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
    const request = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerRequests)
        .values({ type, name, email: email || null, phone: phone || null, lang, fields: clean })
        .returning();
      if (typed.length > 0) {
        await tx.insert(requestAttachments).values(
          typed.map((f) => ({
            requestId: row!.id,
            filename: f.name.slice(0, 200),
            contentType: f.contentType,
            size: f.data.length,
            storageKey: f.key,
          })),
        );
      }
      return row!;
    });
    const mails = [requestNoticeMail(this.config, request, typed.length)];
    if (request.email) mails.push(requestAcknowledgementMail(this.config, request));
    await Promise.all(
      mails.map((m) => this.mailer.send(m).catch((err) => console.error(`request ${request.id}: e-mail to ${m.to} failed`, err))),
    );
    return { id: request.id };
  }

  /** The owner's inbox: newest first, by status and type. */
  async list(filter: { status?: RequestStatus; type?: RequestType }) {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(customerRequests.status, filter.status));
    if (filter.type) where.push(eq(customerRequests.type, filter.type));
    const rows = await this.db
      .select()
      .from(customerRequests)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(customerRequests.id))
      .limit(200);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  async detail(id: number) {
    const [request] = await this.db.select().from(customerRequests).where(eq(customerRequests.id, id));
    if (!request) throw new ApiError(404, "not_found", "Request not found");
    const files = await this.db
      .select({
        id: requestAttachments.id,
        filename: requestAttachments.filename,
        contentType: requestAttachments.contentType,
        size: requestAttachments.size,
      })
      .from(requestAttachments)
      .where(eq(requestAttachments.requestId, id))
      .orderBy(requestAttachments.id);
    return { ...request, createdAt: request.createdAt.toISOString(), attachments: files };
  }

  async setStatus(id: number, status: RequestStatus) {
    const rows = await this.db
      .update(customerRequests)
      .set({ status })
      .where(eq(customerRequests.id, id))
      .returning({ id: customerRequests.id });
    if (rows.length === 0) throw new ApiError(404, "not_found", "Request not found");
    return this.detail(id);
  }

  /** One attachment's bytes, only through its own request. */
  async attachment(requestId: number, attachmentId: number) {
    const [file] = await this.db
      .select()
      .from(requestAttachments)
      .where(and(eq(requestAttachments.id, attachmentId), eq(requestAttachments.requestId, requestId)));
    const data = file ? await this.files.get(file.storageKey) : null;
    if (!file || !data) throw new ApiError(404, "not_found", "Attachment not found");
    return { ...file, data };
  }
}
