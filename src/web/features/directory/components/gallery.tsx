import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DirectoryImage } from "../api/directory-schemas.ts";
import { useDialogHistory } from "../use-dialog-history.ts";

/**
 * The place's photos: a strip that swipes (CSS scroll snap, so touch, trackpad and keyboard all
 * work), buttons for the mouse, and a full-screen view that swipes the same way.
 */
export function Gallery(props: { images: readonly DirectoryImage[]; title: string }) {
  const { t } = useI18n();
  const { images } = props;
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const fullStrip = useRef<HTMLUListElement>(null);
  const closeFull = useDialogHistory(full, () => setFull(false));

  const show = (target: HTMLUListElement | null, next: number) => {
    const item = target?.children[next] as HTMLElement | undefined;
    target?.scrollTo({ left: item ? item.offsetLeft - target.offsetLeft : 0, behavior: "smooth" });
  };
  const onScroll = (target: HTMLUListElement) => {
    const width = target.clientWidth || 1;
    setIndex(Math.min(images.length - 1, Math.max(0, Math.round(target.scrollLeft / width))));
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (full && !element.open) {
      element.showModal();
      const list = fullStrip.current;
      const item = list?.children[index] as HTMLElement | undefined;
      if (list && item) list.scrollLeft = item.offsetLeft - list.offsetLeft;
    }
    if (!full && element.open) element.close();
  }, [full, index]);

  if (images.length === 0) return null;
  const counter = t("directory.place.photo", { number: index + 1, count: images.length });
  const controls = (target: () => HTMLUListElement | null) =>
    images.length > 1 ? (
      <>
        <button
          type="button"
          className="dir-gallery__nav dir-gallery__nav--prev"
          aria-label={t("directory.place.previous")}
          disabled={index === 0}
          onClick={() => show(target(), index - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="dir-gallery__nav dir-gallery__nav--next"
          aria-label={t("directory.place.next")}
          disabled={index === images.length - 1}
          onClick={() => show(target(), index + 1)}
        >
          ›
        </button>
      </>
    ) : null;

  return (
    <section className="dir-gallery" aria-label={t("directory.place.photos")}>
      <ul
        className="dir-gallery__strip"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip takes the focus so the arrow keys can scroll it (WCAG 2.1.1)
        tabIndex={0}
        ref={strip}
        onScroll={(event) => onScroll(event.currentTarget)}
      >
        {images.map((image, number) => (
          <li key={image.full.url}>
            <img
              src={image.full.url}
              alt={t("directory.place.photo", { number: number + 1, count: images.length })}
              width={800}
              height={533}
              // The first picture is the largest thing on the first screen: fetched first,
              // shown at once.
              fetchPriority={number === 0 ? "high" : undefined}
              loading={number === 0 ? undefined : "lazy"}
              decoding={number === 0 ? undefined : "async"}
            />
          </li>
        ))}
      </ul>
      {controls(() => strip.current)}
      <p className="dir-gallery__counter" aria-live="polite">
        {counter}
      </p>
      <button type="button" className="dir-gallery__full" onClick={() => setFull(true)}>
        {t("directory.place.fullScreen")}
      </button>
      <dialog
        ref={dialog}
        className="dir-lightbox"
        aria-label={props.title}
        onCancel={(event) => {
          event.preventDefault();
          closeFull();
        }}
        onClose={() => show(strip.current, index)}
      >
        {full ? (
          <>
            <ul
              className="dir-gallery__strip"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip takes the focus so the arrow keys can scroll it (WCAG 2.1.1)
              tabIndex={0}
              ref={fullStrip}
              onScroll={(event) => onScroll(event.currentTarget)}
            >
              {images.map((image, number) => (
                <li key={image.full.url}>
                  <img
                    src={image.full.url}
                    alt={t("directory.place.photo", { number: number + 1, count: images.length })}
                  />
                </li>
              ))}
            </ul>
            {controls(() => fullStrip.current)}
            <p className="dir-gallery__counter">{counter}</p>
            <button
              type="button"
              className="dir-lightbox__close"
              onClick={() => closeFull()}
              aria-label={t("directory.place.closeFullScreen")}
            >
              ×
            </button>
          </>
        ) : null}
      </dialog>
    </section>
  );
}
