import type { ComponentProps } from "react";
import { imageSrcSet } from "../lib/images.ts";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet"> & {
  src: string;
  /** The rendered width, for the browser to pick a variant (e.g. "(min-width: 1024px) 25vw, 50vw"). */
  sizes: string;
  /** The LCP image of a page loads eagerly with high priority; everything else waits until near view. */
  priority?: boolean;
};

/** Shop images are square WebP variants; width/height reserve their space so nothing shifts. */
export function ShopImage({ src, sizes, priority = false, alt, ...rest }: Props) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      width={960}
      height={960}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      {...rest}
    />
  );
}
