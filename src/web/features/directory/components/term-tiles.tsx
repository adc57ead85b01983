import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Term } from "../api/directory-schemas.ts";
import { counted } from "../counted.ts";

/** Categories or districts as tiles: the term's picture (or its colour), name and count. */
export function TermTiles(props: { terms: readonly Term[]; href: (term: Term) => string }) {
  return (
    <ul className="dir-terms">
      {props.terms.map((term) => (
        <li key={term.term_id}>
          <TermTile term={term} to={props.href(term)} />
        </li>
      ))}
    </ul>
  );
}

/** One tile, for a screen that sets more beside it (a district's neighbourhoods). */
export function TermTile(props: { term: Term; to: string; className?: string }) {
  const { t } = useI18n();
  const { term } = props;
  return (
    <Link className={props.className ? `dir-term ${props.className}` : "dir-term"} to={props.to}>
      {term.image?.thumb.url ? (
        <img
          src={term.image.thumb.url}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span
          className="dir-term__swatch"
          aria-hidden="true"
          style={term.color ? { background: term.color } : undefined}
        >
          {term.name.slice(0, 1)}
        </span>
      )}
      <span className="dir-term__name">{term.name}</span>
      <span className="dir-term__count">
        {counted(t, "directory.categories.count", term.count)}
      </span>
    </Link>
  );
}
