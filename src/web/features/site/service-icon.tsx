import type { ServiceId } from "./service-list.ts";

// Simple line drawings in the text colour: decoration only, so hidden from assistive technology.
const PATHS: Record<ServiceId, string[]> = {
  licence: ["M6 3h8l4 4v14H6z", "M14 3v4h4", "m9.5 14 2 2 3.5-4"],
  budget: [
    "M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
    "M8 7h8v3H8z",
    "M8.5 14h.01M12 14h.01M15.5 14h.01M8.5 17.5h.01M12 17.5h.01M15.5 17.5h.01",
  ],
  brand: [
    "M12 3a9 9 0 1 0 0 18 2 2 0 0 0 1.5-3.3 2 2 0 0 1 1.5-3.4h2.3A3.7 3.7 0 0 0 21 10.6C21 6.4 17 3 12 3z",
    "M7.5 11.5h.01M10 7.5h.01M15 7.5h.01",
  ],
  hr: [
    "M9 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6z",
    "M3 20a6 6 0 0 1 12 0",
    "M17 6.5a2.5 2.5 0 1 1 0 5",
    "M17 14.2a5.5 5.5 0 0 1 4 5.8",
  ],
  documents: [
    "M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
    "M3 11h18",
  ],
  marketing: [
    "M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z",
    "M16.5 9a4.5 4.5 0 0 1 0 6",
    "M19 6.5a8 8 0 0 1 0 11",
  ],
};

export function ServiceIcon(props: { id: ServiceId }) {
  return (
    <svg
      className="site-service__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[props.id].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
