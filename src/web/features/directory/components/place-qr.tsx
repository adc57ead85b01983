import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useDialogHistory } from "../use-dialog-history.ts";

/**
 * The place's QR code, drawn in the browser (the `qrcode` package comes with the first look),
 * in a dialog that prints on its own.
 */
export function PlaceQr(props: { url: string; title: string }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { url } = props;
  const close = useDialogHistory(open, () => setOpen(false));

  useEffect(() => {
    const element = dialog.current;
    if (!open) {
      if (element?.open) element.close();
      return;
    }
    if (element && !element.open) element.showModal();
    let active = true;
    import("qrcode")
      .then((module) =>
        (module.default ?? module).toDataURL(url, {
          margin: 2,
          width: 320,
          errorCorrectionLevel: "M",
        }),
      )
      .then(
        (data) => {
          if (active) setImage(data);
        },
        (error: unknown) => {
          console.warn("Tablestart: the QR code could not be drawn", error);
          if (active) setFailed(true);
        },
      );
    return () => {
      active = false;
    };
  }, [open, url]);

  return (
    <>
      <button
        type="button"
        className="app-button app-button--secondary"
        onClick={() => setOpen(true)}
      >
        {t("directory.place.qrShow")}
      </button>
      <dialog
        ref={dialog}
        className="dir-sheet dir-qr"
        aria-labelledby="qr-title"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {open ? (
          <div className="dir-sheet__form">
            <div className="dir-sheet__head">
              <h2 id="qr-title">{props.title}</h2>
              <button
                type="button"
                className="dir-icon-button dir-no-print"
                onClick={() => close()}
                aria-label={t("common.close")}
              >
                ×
              </button>
            </div>
            {image ? (
              <img
                className="dir-qr__image"
                src={image}
                width={320}
                height={320}
                alt={t("directory.place.qrAlt", { title: props.title })}
              />
            ) : failed ? (
              <p role="alert">{t("error.unknown")}</p>
            ) : (
              <p aria-busy="true">{t("common.loading")}</p>
            )}
            <p className="app-lead">{t("directory.place.qrHint")}</p>
            <p className="dir-qr__url">{url}</p>
            <div className="app-buttons dir-no-print">
              <button
                type="button"
                className="app-button app-button--primary"
                onClick={() => window.print()}
                disabled={!image}
              >
                {t("directory.place.print")}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
