export interface NumberFieldProps {
  id: string;
  /** The query parameter the field submits as when JavaScript is off. */
  name?: string;
  label: string;
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  /** Units shown inside the box, before and after the number; read out with the field. */
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  value: string;
  error?: string;
  /** A plausibility warning: shown like a hint, not as an error; the form may still be sent. */
  warning?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A number typed as text: `type="number"` would hand an unparsable entry over as "" and hide the
 * "please input a number" message, and it spins on scroll.
 */
export function NumberField(props: NumberFieldProps) {
  const { id, label, hint, labelNote, prefix, suffix, error, warning } = props;
  const describedBy = [
    prefix ? `${id}-prefix` : null,
    suffix ? `${id}-suffix` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    warning ? `${id}-warning` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="site-form__field forecast-field">
      <label htmlFor={id}>
        {label}
        {/* Spaced by CSS: a full-width bracket (（選填）) needs no space before it. */}
        {labelNote ? <span className="forecast-field__note">{labelNote}</span> : null}
      </label>
      {hint ? (
        <p className="site-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="forecast-field__control">
        {prefix ? (
          <span className="forecast-field__affix" id={`${id}-prefix`}>
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {suffix ? (
          <span className="forecast-field__affix" id={`${id}-suffix`}>
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="site-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {warning ? (
        <p className="forecast-field__warning" id={`${id}-warning`} data-testid={`${id}-warning`}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}
