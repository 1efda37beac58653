import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CartButton, CartDrawerProvider } from "./components/cart-drawer.tsx";
import { ChatButton } from "./components/chat-button.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header.tsx";
import { NotFoundCard } from "./components/not-found-card.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { servicesContext } from "./context.ts";
import { DEFAULT_LANG, langFromCookieHeader } from "./i18n/languages.ts";
import { CartProvider } from "./lib/cart.tsx";
import { LanguageProvider } from "./lib/language.tsx";
import { useNonce } from "./lib/nonce.ts";
import type { RootData } from "./lib/shop.ts";

export function loader({ request, context }: Route.LoaderArgs): RootData {
  return { lang: langFromCookieHeader(request.headers.get("cookie")), shop: context.get(servicesContext).shop };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ef" />
        <Meta />
        <Links />
      </head>
      <body id="top" className="flex min-h-screen flex-col font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider initial={loaderData.lang}>
      <CartProvider>
        <CartDrawerProvider>
          <Shell>
            <Outlet />
          </Shell>
        </CartDrawerProvider>
      </CartProvider>
    </LanguageProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("nav.skipToContent")}
      </a>
      <Header cartButton={<CartButton />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ChatButton />
      <Toaster />
    </>
  );
}

/** Errors outside any page (the root itself failed): a plain page without the shop's chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2">Please reload the page or try again in a moment.</p>
    </main>
  );
}
