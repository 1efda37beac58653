import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Private files (request attachments): written once under a random key, read only by the admin. */
export class DiskFileStore {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!/^[a-z0-9-]{8,100}$/.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer) {
    await mkdir(this.root, { recursive: true });
    await writeFile(this.file(key), data, { flag: "wx" });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }
}
