import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { QueuedRevision } from "../api/moderation.ts";
import type {
  FilesChange,
  ImagesChange,
  RevisionChange,
  TermsChange,
  TextChange,
} from "../api/revision-changes.ts";
import { wordDiff } from "../word-diff.ts";

/** A text this long, or of this many lines, scrolls in its cell so before and after stay level. */
const LONG_TEXT = { chars: 360, lines: 8 };

type Side = "before" | "after";
type Point = { latitude: number | null; longitude: number | null };
/** Latitude and longitude are one pin to the eye: one row, with a map link for each side. */
type Row = RevisionChange | { field: "pin"; label: string; before: Point; after: Point };

/**
 * What an owner's edit changes, field by field: the live value and the waiting one side by side
 * (stacked on a phone), with what was removed and added marked.
 */
export function RevisionDiff(props: { item: QueuedRevision }) {
  const { t } = useI18n();
  const { item } = props;
  const before = t("listings.moderation.diff.before");
  const after = t("listings.moderation.diff.after");
  return (
    <table className="lst-diff">
      <caption className="visually-hidden">
        {t("listings.moderation.diff.caption", { title: item.post_title })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("listings.moderation.diff.field")}</th>
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      <tbody>
        {rowsOf(item, t("listings.moderation.diff.pin")).map((row) => (
          <tr key={row.field} data-field={row.field}>
            <th scope="row">{row.label || row.field}</th>
            <td data-label={before} className="lst-diff__before">
              <SideValue row={row} side="before" />
            </td>
            <td data-label={after} className="lst-diff__after">
              <SideValue row={row} side="after" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The server's changes in its order, latitude and longitude joined where the first of them is. */
function rowsOf(item: QueuedRevision, pinLabel: string): Row[] {
  const latitude = item.changes.find((change) => change.field === "latitude");
  const longitude = item.changes.find((change) => change.field === "longitude");
  const live = (value: string) => (value === "" ? null : Number(value));
  const side = (key: Side): Point => ({
    latitude: latitude ? (latitude[key] as number | null) : live(item.latitude),
    longitude: longitude ? (longitude[key] as number | null) : live(item.longitude),
  });
  const rows: Row[] = [];
  for (const change of item.changes) {
    if (change.field !== "latitude" && change.field !== "longitude") rows.push(change);
    else if (!rows.some((row) => row.field === "pin")) {
      rows.push({ field: "pin", label: pinLabel, before: side("before"), after: side("after") });
    }
  }
  return rows;
}

function SideValue(props: { row: Row; side: Side }) {
  const { row, side } = props;
  switch (row.field) {
    case "pin":
      return <PinValue point={row[side]} side={side} />;
    case "categories":
    case "features":
    case "tags":
    case "location":
      return <TermsValue change={row} side={side} />;
    case "thumbnail":
    case "gallery":
      return <ImagesValue change={row} side={side} />;
    case "attachment":
      return <FilesValue change={row} side={side} />;
    case "latitude":
    case "longitude":
      // Joined into the pin row by rowsOf.
      return null;
    default:
      return <TextValue change={row} side={side} />;
  }
}

function Empty() {
  const { t } = useI18n();
  return <span className="lst-muted">{t("listings.moderation.diff.empty")}</span>;
}

function TextValue(props: { change: TextChange; side: Side }) {
  const { change, side } = props;
  const text = change[side];
  if (text === "") return <Empty />;
  const parts = wordDiff(change.before, change.after)[side];
  const Changed = side === "before" ? "del" : "ins";
  const long = [change.before, change.after].some(
    (value) => value.length > LONG_TEXT.chars || value.split("\n").length > LONG_TEXT.lines,
  );
  return (
    // A long text scrolls inside its cell; it takes focus so the keyboard can scroll it too.
    <div
      className={long ? "lst-diff__text lst-diff__text--long" : "lst-diff__text"}
      tabIndex={long ? 0 : undefined}
    >
      {parts.map((part, index) =>
        part.changed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in order, never reordered.
          <Changed key={index}>{part.text}</Changed>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}

/** Said of an item the other side lacks: removed (before) or added (after). */
function Mark(props: { side: Side }) {
  const { t } = useI18n();
  return (
    <span className={`lst-diff__mark lst-diff__mark--${props.side}`}>
      {t(
        props.side === "before"
          ? "listings.moderation.diff.removed"
          : "listings.moderation.diff.added",
      )}
    </span>
  );
}

/** The ids (or names) of the other side, to tell what this side alone has. */
const otherSide = <T,>(change: { before: T[]; after: T[] }, side: Side) =>
  change[side === "before" ? "after" : "before"];

function TermsValue(props: { change: TermsChange; side: Side }) {
  const { change, side } = props;
  const other = new Set(otherSide(change, side));
  if (change[side].length === 0) return <Empty />;
  return (
    <ul className="lst-diff__chips">
      {change[side].map((name) => (
        <li
          key={name}
          className={other.has(name) ? "lst-diff__chip" : `lst-diff__chip lst-diff__chip--${side}`}
        >
          {name}
          {other.has(name) ? null : <Mark side={side} />}
        </li>
      ))}
    </ul>
  );
}

function ImagesValue(props: { change: ImagesChange; side: Side }) {
  const { t } = useI18n();
  const { change, side } = props;
  const other = new Set(otherSide(change, side).map((image) => image.id));
  const images = change[side];
  if (images.length === 0) return <Empty />;
  return (
    <ul className="lst-diff__photos">
      {images.map((image, index) => {
        const marked = !other.has(image.id);
        return (
          <li
            key={image.id}
            className={marked ? `lst-diff__photo lst-diff__photo--${side}` : "lst-diff__photo"}
          >
            <a href={image.full.url} target="_blank" rel="noreferrer">
              <img
                src={image.thumb.url}
                alt={t("listings.moderation.diff.photo", { number: index + 1 })}
                loading="lazy"
                width={72}
                height={72}
              />
            </a>
            {marked ? <Mark side={side} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function FilesValue(props: { change: FilesChange; side: Side }) {
  const { change, side } = props;
  const other = new Set(otherSide(change, side).map((file) => file.id));
  const files = change[side];
  if (files.length === 0) return <Empty />;
  return (
    <ul className="lst-diff__files">
      {files.map((file) => (
        <li key={file.id}>
          <a className="lst-file__name" href={file.url} target="_blank" rel="noreferrer">
            {file.name || file.url}
          </a>
          {other.has(file.id) ? null : <Mark side={side} />}
        </li>
      ))}
    </ul>
  );
}

function PinValue(props: { point: Point; side: Side }) {
  const { t } = useI18n();
  if (props.point.latitude === null || props.point.longitude === null) return <Empty />;
  // Six decimals place a pin within a metre; more is the float's noise (22.277668000000002).
  const latitude = Number(props.point.latitude.toFixed(6));
  const longitude = Number(props.point.longitude.toFixed(6));
  return (
    <p className="lst-diff__pin">
      <span>
        {latitude}, {longitude}
      </span>{" "}
      <a
        href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`}
        target="_blank"
        rel="noreferrer"
        aria-label={t(
          props.side === "before"
            ? "listings.moderation.diff.showMapBefore"
            : "listings.moderation.diff.showMapAfter",
        )}
      >
        {t("listings.moderation.diff.showMap")}
      </a>
    </p>
  );
}
