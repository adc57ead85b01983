/** A required date within `min`..`max`, with its error under it. */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  error?: string;
  onChange(date: string): void;
}) {
  return (
    <div className="app-field">
      <label htmlFor={props.id} className="app-field__label">
        {props.label}
      </label>
      <input
        id={props.id}
        className="app-field__input"
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => {
          const date = event.target.value;
          // Typed dates outside the bookable range are not asked for; the browser marks them.
          if (date >= props.min && date <= props.max) props.onChange(date);
        }}
      />
      {props.error ? (
        <p className="app-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
