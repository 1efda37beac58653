import { randomBytes } from "node:crypto";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { customerRequests, type RequestType, requestAttachments } from "../../db/schema.ts";
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
}
