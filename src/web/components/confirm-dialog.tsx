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
