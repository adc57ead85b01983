import { useEffect, useRef } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PlaceListItem } from "../api/directory-schemas.ts";
import type { ListMode } from "../place-filter.ts";
import { PlaceCard } from "./place-card.tsx";

/**
 * Places in the chosen mode, as a list for screen readers whatever it looks like. Each place's
 * name is a heading one level below the list's own: 2 where the list is the screen's content
 * (under its h1), 3 (the default) under a section's h2.
 */
export function PlaceGrid(props: {
  places: readonly PlaceListItem[];
  mode?: ListMode;
  headingLevel?: 2 | 3;
  action?: (place: PlaceListItem) => React.ReactNode;
}) {
  const { mode = "list" } = props;
  return (
    <ul className={`dir-places dir-places--${mode}`}>
      {props.places.map((place) => (
        <li key={place.ID}>
          <PlaceCard
            place={place}
            mode={mode}
            headingLevel={props.headingLevel}
            action={props.action?.(place)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Load more" for a paged list: a button that anyone can press, which also presses itself when
 * it scrolls into view (infinite scroll without losing the keyboard or the footer).
 */
export function LoadMore(props: { hasMore: boolean; loading: boolean; onMore(): void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLButtonElement>(null);
  const { hasMore, loading, onMore } = props;
  useEffect(() => {
    const button = ref.current;
    if (!button || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return <p className="dir-end">{t("directory.places.end")}</p>;
  return (
    <div className="dir-more">
      <button
        ref={ref}
        type="button"
        className="app-button app-button--secondary"
        onClick={onMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t("directory.places.loadingMore") : t("directory.places.loadMore")}
      </button>
    </div>
  );
}

/** A screen's empty state: what happened, and the way on. */
export function EmptyState(props: { title: string; hint?: string; children?: React.ReactNode }) {
  return (
    <div className="app-card dir-empty">
      <p className="dir-empty__title">{props.title}</p>
      {props.hint ? <p className="app-lead">{props.hint}</p> : null}
      {props.children}
    </div>
  );
}
