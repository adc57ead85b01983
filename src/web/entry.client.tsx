import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adoptInlinedStyles } from "./adopt-inlined-styles.ts";

// React Router's own client entry, plus handing inlined stylesheets back to their links.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
adoptInlinedStyles(document);
