import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { createLoadingController } from "./loading-controller.ts";

export interface LoadingContextValue {
  loading: boolean;
  show(): void;
  hide(): void;
}

const LoadingContext = createContext<LoadingContextValue | null>(null);

const notLoading = () => false;

export function LoadingProvider(props: { children: ReactNode; autoHideMs?: number }) {
  const { autoHideMs } = props;
  const [controller] = useState(() => createLoadingController({ autoHideMs }));
  const loading = useSyncExternalStore(controller.subscribe, controller.isLoading, notLoading);

  useEffect(() => () => controller.dispose(), [controller]);

  const value = useMemo<LoadingContextValue>(
    () => ({ loading, show: controller.show, hide: controller.hide }),
    [loading, controller],
  );
  return <LoadingContext.Provider value={value}>{props.children}</LoadingContext.Provider>;
}

export function useLoading(): LoadingContextValue {
  const value = useContext(LoadingContext);
  if (!value) throw new Error("useLoading() needs a <LoadingProvider> above it");
  return value;
}
