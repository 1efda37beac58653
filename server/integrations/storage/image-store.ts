/** Where image variants live; the disk implementation is the default, object storage can implement the same. */
export interface ImageStore {
  /** Stores one encoded variant of an image. Keys are never reused, so stored bytes never change. */
  put(key: string, width: number, data: Buffer): Promise<void>;
  /** The bytes of one variant, or null when it does not exist. */
  get(key: string, width: number): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
}

/** Image keys are lower-case slugs, so a key can never walk out of its folder. */
export const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/;
