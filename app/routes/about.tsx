import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ShopImage } from "../components/shop-image.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ABOUT_IMAGES } from "../lib/images.ts";
import { langOf, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = tFor(langOf(matches));
  return pageMeta(langOf(matches), t("meta.aboutTitle"), t("meta.aboutDescription"));
};

export default function About() {
  const { t } = useTranslation();
  const { family, founder, banner, background } = ABOUT_IMAGES;
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-cover bg-center" style={{ backgroundImage: `url(${background})` }}>
        <div className="absolute inset-0 bg-white/80" />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <div className="relative text-center">
          <h1 className="font-serif text-5xl font-semibold text-wood-900 sm:text-6xl">{t("about.hello")}</h1>
          <p className="mt-3 text-xl text-wood-800">{t("about.subtitle")}</p>
          <Sparkles className="absolute right-4 top-0 size-10 animate-float text-wood-500 sm:right-24" aria-hidden="true" />
        </div>
        <div className="mt-12 grid items-center gap-10 md:grid-cols-2">
          <div className="relative">
            <ShopImage
              src={family}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={t("about.familyAlt")}
              priority
              className="aspect-square w-full rounded-2xl object-cover shadow-lg"
            />
            <RotatingGreeting text={t("about.rotating")} />
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-wood-900">
            <p>{t("about.intro")}</p>
            <ShopImage
              src={founder}
              sizes="(min-width: 768px) 40vw, 100vw"
              alt={t("about.founderAlt")}
              className="aspect-square w-2/3 rounded-2xl object-cover shadow"
            />
            <p>{t("about.story")}</p>
          </div>
        </div>
        <ShopImage
          src={banner}
          sizes="(min-width: 1152px) 1152px, 100vw"
          alt={t("about.bannerAlt")}
          className="mt-12 aspect-[3/1] w-full rounded-2xl object-cover shadow-lg"
        />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/products">{t("about.cta")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Spec §2: a rotating circular greeting text; it stands still for visitors who prefer less motion. */
function RotatingGreeting({ text }: { text: string }) {
  return (
    <svg
      viewBox="0 0 200 200"
      className="absolute -bottom-10 -right-6 size-36 animate-spin-slow motion-reduce:animate-none"
      role="img"
      aria-label={text}
    >
      <defs>
        <path id="greeting-circle" d="M100,100 m-75,0 a75,75 0 1,1 150,0 a75,75 0 1,1 -150,0" />
      </defs>
      <circle cx="100" cy="100" r="96" fill="#fbf6ee" />
      <text fontSize="19" fontWeight="600" letterSpacing="2" fill="#5f3c1b">
        <textPath href="#greeting-circle">{`${text} • ${text}`}</textPath>
      </text>
    </svg>
  );
}
