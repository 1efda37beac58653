import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_KEY, type ImageStore } from "./image-store.ts";

export class DiskImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string, width: number) {
    if (!IMAGE_KEY.test(key) || !Number.isInteger(width)) throw new Error(`invalid image key ${key}/${width}`);
    return path.join(this.root, key, `${width}.webp`);
  }

  async put(key: string, width: number, data: Buffer) {
    const file = this.file(key, width);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async get(key: string, width: number) {
    if (!IMAGE_KEY.test(key)) return null;
    try {
      return await readFile(this.file(key, width));
    } catch {
      return null;
    }
  }

  async has(key: string) {
    if (!IMAGE_KEY.test(key)) return false;
    try {
      await access(path.join(this.root, key));
      return true;
    } catch {
      return false;
    }
  }
}
