import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response (empty in the browser, where it is not needed). */
export function useNonce(): string {
  return useContext(NonceContext);
}
