import { useLoading } from "./loading-context.tsx";
import "./loading-overlay.css";

/**
 * Full-screen spinner while loading. Always in the DOM so it can fade (0.25 s). The status region
 * stays in the accessibility tree (a live region must exist before its text changes) and holds
 * the label only while loading, so each start of loading is announced.
 */
export function LoadingOverlay(props: { label: string }) {
  const { loading } = useLoading();
  return (
    <>
      <div className="loading-overlay" data-visible={loading ? "true" : "false"} aria-hidden="true">
        <div className="loading-overlay__spinner" />
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {loading ? props.label : ""}
      </div>
    </>
  );
}
