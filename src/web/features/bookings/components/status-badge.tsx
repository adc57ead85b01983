/**
 * A booking's status as the server names it, with Listar's colour as a dot beside the words: the
 * colour alone would be unreadable on one of the palettes, and means nothing to a screen reader.
 */
export function StatusBadge(props: { name: string; color: string; status: string }) {
  return (
    <span className="bkg-status" data-status={props.status}>
      <span
        className="bkg-status__dot"
        style={{ background: props.color || undefined }}
        aria-hidden
      />
      {props.name}
    </span>
  );
}
