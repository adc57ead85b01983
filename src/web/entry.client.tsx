import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { endEarlyTaps } from "./shell/navigation/early-tap.ts";

// React Router's own client entry; root.tsx hands inlined stylesheets back to their links, and
// repeats a tap that came before this code (decision 063).
endEarlyTaps();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // A part React had to render afresh (its server HTML did not match) is named with where it
      // was, not only by React's error number.
      onRecoverableError: (error, info) => console.error(error, info.componentStack),
    },
  );
});
