import { createContext, useContext } from "react";
import type { ApiClient } from "./api-client.ts";

const ApiClientContext = createContext<ApiClient | null>(null);

export const ApiClientProvider = ApiClientContext.Provider;

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient() needs an <ApiClientProvider> above it");
  return client;
}
