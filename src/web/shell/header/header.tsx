import type { ReactNode } from "react";
import { useBack } from "../navigation/use-back.ts";
import "./header.css";

export interface HeaderProps {
  /** The page title, already translated. */
  title: string;
  /** Content at the right end (actions, a menu button). */
  right?: ReactNode;
  /** Show the back chevron; by default shown when going back leads somewhere else. */
  showBack?: boolean;
  /** Accessible label of the back button, already translated. */
  backLabel?: string;
  /** Replaces the default back rule (stored back state → history → root). */
  onBack?: () => void;
  /** The title's element; "h1" by default, "p" when the page has its own h1. */
  titleAs?: "h1" | "h2" | "p";
}

export function Header(props: HeaderProps) {
  const { title, right, backLabel = "Back", titleAs: Title = "h1" } = props;
  const back = useBack();
  const showBack = props.showBack ?? back.canGoBack;

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__side">
          {showBack ? (
            <button
              type="button"
              className="app-header__back"
              aria-label={backLabel}
              onClick={props.onBack ?? back.goBack}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  fill="none"
                />
              </svg>
            </button>
          ) : null}
        </div>
        <Title className="app-header__title">{title}</Title>
        <div className="app-header__side app-header__side--right">{right}</div>
      </div>
    </header>
  );
}
