/** Widths of the WebP variants stored for every shop image. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

const OWN_IMAGE = /^\/images\/([a-z0-9-]+)\/\d+\.webp$/;

/** srcset for images stored by the shop; other URLs have no variants. */
export function imageSrcSet(url: string): string | undefined {
  const m = OWN_IMAGE.exec(url);
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `/images/${m[1]}/${w}.webp ${w}w`).join(", ");
}

/** The URL an image is shown at by default (the 960 px variant); srcset offers the others. */
export function imageUrlFor(key: string) {
  return `/images/${key}/${IMAGE_WIDTHS[2]}.webp`;
}

/** Illustrations of the About page, generated with the demo catalogue. */
export const ABOUT_IMAGES = {
  family: imageUrlFor("about-family"),
  founder: imageUrlFor("about-founder"),
  banner: imageUrlFor("about-banner"),
  background: imageUrlFor("about-background"),
};
