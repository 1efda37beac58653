import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise every message is written as an .eml file to DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  const from = config.mailFrom;
  if (config.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === "true",
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
    });
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  return new OutboxMailer(path.join(config.dataDir, "outbox"), from);
}

class OutboxMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  async send(mail: Mail) {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`;
    await writeFile(path.join(this.dir, name), info.message as Buffer);
  }
}
