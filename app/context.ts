import { createContext } from "react-router";
import type { Services } from "../server/services.ts";

/** The server's domain services, handed to loaders in-process (no HTTP round trip to our own API). */
export const servicesContext = createContext<Services>();
