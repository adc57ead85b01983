import type { CSSProperties } from "react";
import "./form.css";

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** The label's language, when it is not the page's (a language's own name). */
  lang?: string;
  /** Shows the label in the style it stands for (a font). */
  style?: CSSProperties;
}

/** One choice of a few, as radio buttons: all options stay visible and one tap chooses. */
export function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
}) {
  return (
    <fieldset className="app-choices">
      <legend className="app-choices__legend">{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className="app-choices__option">
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
          <span lang={choice.lang} style={choice.style}>
            {choice.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
