import sharp from "sharp";
import { IMAGE_WIDTHS, imageUrlFor } from "../../../app/lib/images.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";

/**
 * Re-encodes an image into the responsive WebP variants the storefront's srcset asks for.
 * Re-encoding drops EXIF/GPS and anything smuggled after the pixel data.
 */
export async function storeImageVariants(store: ImageStore, key: string, input: Buffer | string) {
  const source = sharp(input, { failOn: "error" }).rotate();
  const meta = await source.metadata();
  const largest = meta.width ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const data = await source
        .clone()
        .resize({ width: Math.min(width, largest), withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await store.put(key, width, data);
    }),
  );
  return imageUrlFor(key);
}

export { imageUrlFor };
