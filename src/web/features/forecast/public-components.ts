// The components of forecast that other features may render. Their modules load stylesheets,
// so they stay out of index.ts: a feature that only needs a hook or a schema would carry their CSS.
export { ForecastSection } from "./forecast-section.tsx";
