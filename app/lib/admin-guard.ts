import { type RouterContextProvider, redirect } from "react-router";
import { servicesContext } from "../context.ts";

/** Admin pages render only for a valid session; anyone else is sent to /login by the server. */
export async function requireAdminPage(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const token = /(?:^|;\s*)admin_session=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
  const admin = await services.auth.identify(token);
  if (!admin) throw redirect("/login");
  return services;
}
