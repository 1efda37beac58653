import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn.ts";
import { ShopImage } from "./shop-image.tsx";

/** Spec §2/§4: main image with thumbnails and a carousel whose index wraps around. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = images[index] ?? images[0];

  return (
    <section aria-roledescription="carousel" aria-label={name} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-wood-50">
        {current && (
          <ShopImage
            key={current}
            src={current}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={`${name} – ${t("product.imageOf", { number: String(index + 1), total: String(count) })}`}
            priority={index === 0}
            className="size-full object-cover"
          />
        )}
        {count > 1 && (
          <>
            <CarouselButton label={t("product.previousImage")} onClick={() => go(-1)} className="left-2">
              <ChevronLeft aria-hidden="true" />
            </CarouselButton>
            <CarouselButton label={t("product.nextImage")} onClick={() => go(1)} className="right-2">
              <ChevronRight aria-hidden="true" />
            </CarouselButton>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("product.showImage", { number: String(i + 1) })}
                aria-current={i === index}
                className={cn(
                  "block overflow-hidden rounded-md border-2",
                  i === index ? "border-wood-700" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <ShopImage src={src} sizes="120px" alt="" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick(): void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-wood-900 shadow hover:bg-white",
        className,
      )}
    >
      {children}
    </button>
  );
}
