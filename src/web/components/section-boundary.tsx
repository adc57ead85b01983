import { Component, type ReactNode, Suspense, useEffect, useRef } from "react";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { scrollBehaviorFor } from "../shell/navigation/scroll-to-top.tsx";
import { prefersReducedMotion } from "../shell/theme/media-query.ts";
import "./section-boundary.css";

export interface SectionBoundaryProps {
  /** The section's anchor (`services`, `contact`…), kept on the failure so links to it still land. */
  id?: string;
  children: ReactNode;
  /**
   * What to show instead of the default failure for a given error, e.g. a full navigation for a
   * chunk that a fresh page would load; undefined keeps the default.
   */
  fallback?: (error: unknown) => ReactNode | undefined;
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * One part of a page that fails alone (issue [7] item 1): a render error or a chunk that cannot
 * load shows a short message with a reload in its place, and the rest of the page keeps working.
 *
 * The Suspense inside matters on the server: an error inside a Suspense boundary renders its
 * (empty) fallback and leaves the rest of the page, where it would otherwise fail the whole
 * response; the browser then renders the part again and, if it fails there too, lands here.
 * React itself logs the errors it hands to a boundary.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render(): ReactNode {
    if (!this.state.failed) {
      return <Suspense fallback={null}>{this.props.children}</Suspense>;
    }
    return this.props.fallback?.(this.state.error) ?? <SectionFailure id={this.props.id} />;
  }
}

/**
 * The message a failed section leaves. Reloading keeps what the visitor had: a forecast's figures
 * are in the URL, and typed values are kept for the tab (use-session-draft.ts). With `reveal`,
 * the page goes to the message, for a failure that replaced what the reader was looking at.
 */
export function SectionFailure(props: { id?: string; message?: MessageKey; reveal?: boolean }) {
  const { id, message = "section.failed", reveal = false } = props;
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal) return;
    ref.current?.scrollIntoView({
      behavior: scrollBehaviorFor(prefersReducedMotion()),
      block: "center",
    });
    ref.current?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <div className="section-failure" id={id}>
      <div ref={ref} className="section-failure__box" role="alert" tabIndex={-1}>
        <p>{t(message)}</p>
        <button
          type="button"
          className="section-failure__reload"
          onClick={() => window.location.reload()}
        >
          {t("section.reload")}
        </button>
      </div>
    </div>
  );
}
