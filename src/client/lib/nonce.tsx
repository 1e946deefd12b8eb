import { createContext, useContext } from "react";

/**
 * The request's CSP nonce (decision 236): the server renders it on every script it writes, and the
 * Content-Security-Policy header names it. In the browser it is empty: browsers hide a nonce from the
 * DOM, and React leaves the attribute alone while hydrating.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
