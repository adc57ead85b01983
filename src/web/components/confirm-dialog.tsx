import { useModals } from "../shell/modal/modal-context.tsx";

/** A modal's content that asks before something that cannot be undone. */
export function ConfirmDialog(props: {
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <div className="app-confirm">
      <p>{props.body}</p>
      <div className="app-buttons">
        <button type="button" className="app-button app-button--secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={`app-button ${props.danger ? "app-button--danger" : "app-button--primary"}`}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </div>
  );
}

export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

/**
 * Asks once more in a modal: true when confirmed, false when cancelled. Closed another way
 * (Escape, Back) it never settles, so nothing irreversible follows. The modal renders outside the
 * caller's providers, so it gets plain text.
 */
export function useConfirm(): (question: Confirmation) => Promise<boolean> {
  const modals = useModals();
  return ({ title, ...dialog }) =>
    new Promise<boolean>((resolve) => {
      modals.open({
        title,
        render: (close) => (
          <ConfirmDialog
            {...dialog}
            onCancel={() => {
              close();
              resolve(false);
            }}
            onConfirm={() => {
              close();
              resolve(true);
            }}
          />
        ),
      });
    });
}
