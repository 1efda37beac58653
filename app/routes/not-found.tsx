import { data } from "react-router";
import { NotFoundCard } from "../components/not-found-card.tsx";
import { tFor } from "../i18n/index.ts";
import { langOf, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

/** Any path no route claims answers 404 with the spec's card, inside the shop's header and footer. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langOf(matches);
  return pageMeta(lang, tFor(lang)("meta.notFoundTitle"), tFor(lang)("meta.notFoundDescription"));
};

export default function NotFound() {
  return <NotFoundCard />;
}
