import { useMemo } from "react";
import { useFormAction, useLocation } from "react-router";
import { findSitePage } from "../../../shared/site/site-pages.ts";

/** The id the form's answers scroll to: a page the server answered with opens here. */
export const ENQUIRY_FORM_ID = "enquiry-form";

/**
 * The form's action: the page it is on (the home route's action), and back to the form, so a page
 * the server answers opens where the thank-you or the errors are. Only `?index` is kept of the
 * query (React Router's mark for the index route); the form's fields go in the body, never here.
 */
export function useEnquiryAction(): string {
  // The page's canonical path, with its trailing slash: posted without it, the page would answer
  // with a redirect to that path and lose the answer.
  const { pathname } = useLocation();
  const formAction = useFormAction();
  return useMemo(() => {
    const index = new URL(formAction, "http://page.invalid").searchParams.has("index");
    const path = findSitePage(pathname)?.path ?? pathname;
    return `${path}${index ? "?index" : ""}#${ENQUIRY_FORM_ID}`;
  }, [pathname, formAction]);
}
