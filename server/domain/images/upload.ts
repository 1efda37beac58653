import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { ApiError } from "../../http/errors.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";
import { storeImageVariants } from "./variants.ts";

/** Spec §5: admin photos are at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "png", test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "webp", test: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP" },
  { type: "gif", test: (b) => b.toString("latin1", 0, 6) === "GIF87a" || b.toString("latin1", 0, 6) === "GIF89a" },
];

/** What the file is by its first bytes, whatever its name or declared type says; null for anything else. */
export function imageTypeOf(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(data))?.type ?? null;
}

const notAnImage = () => new ApiError(400, "not_an_image", "Please select an image file.");

/**
 * Accepts an admin photo: judged by its content (never SVG, HTML or anything else), decoded and
 * re-encoded by sharp (EXIF and GPS dropped), stored as responsive WebP variants under a new key.
 */
export async function acceptImageUpload(store: ImageStore, data: Buffer): Promise<string> {
  if (data.length > MAX_IMAGE_BYTES) throw new ApiError(413, "too_large", "Image size must be less than 5MB.");
  if (!imageTypeOf(data)) throw notAnImage();
  try {
    const meta = await sharp(data, { failOn: "error" }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > 60_000_000) throw notAnImage();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw notAnImage();
  }
  return storeImageVariants(store, `photo-${randomBytes(8).toString("hex")}`, data);
}
