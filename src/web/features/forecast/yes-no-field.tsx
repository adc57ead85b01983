export interface YesNoFieldProps {
  id: string;
  /** The query parameter the choice submits as when JavaScript is off ("1" or "0"). */
  name: string;
  label: string;
  hint: string;
  yesLabel: string;
  noLabel: string;
  value: boolean;
  error?: string;
  onChange: (value: boolean) => void;
}

/** A yes/no question as two radio buttons, so both answers are visible and named. */
export function YesNoField(props: YesNoFieldProps) {
  const { id, name, value, error } = props;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="forecast-choice" id={id} aria-describedby={describedBy}>
      <legend className="forecast-choice__legend">{props.label}</legend>
      <p className="site-form__hint" id={`${id}-hint`}>
        {props.hint}
      </p>
      <div className="forecast-choice__options">
        {[true, false].map((option) => (
          <label className="forecast-choice__option" key={String(option)}>
            <input
              type="radio"
              name={name}
              value={option ? "1" : "0"}
              checked={value === option}
              onChange={() => props.onChange(option)}
            />
            <span>{option ? props.yesLabel : props.noLabel}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="site-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
