import { createContext, useContext } from "react";

/** This response's CSP nonce; set on the server only (browsers hide nonces from the DOM anyway). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
