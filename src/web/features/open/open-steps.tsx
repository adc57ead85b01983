import { type ReactNode, useEffect, useRef } from "react";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function StepList(props: { current: 1 | 2 | 3 }) {
  const { t } = useI18n();
  const names: MessageKey[] = ["openPath.step1", "openPath.step2", "openPath.step3"];
  return (
    <nav aria-label={t("openPath.steps")}>
      <ol className="open-steps">
        {names.map((key, index) => {
          const number = index + 1;
          const state = number === props.current ? "current" : number < props.current ? "done" : "";
          return (
            <li
              key={key}
              className={`open-steps__item${state ? ` open-steps__item--${state}` : ""}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="open-steps__number" aria-hidden="true">
                {number}
              </span>
              <span>{t(key)}</span>
              {state ? <span className="visually-hidden"> {t(`openPath.${state}`)}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's card: its heading takes the focus when the step appears, so it is seen and heard. */
export function StepCard(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="app-card open-card" aria-labelledby="open-step-title">
      <h2 id="open-step-title" ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.lead ? <p>{props.lead}</p> : null}
      {props.children}
    </section>
  );
}
