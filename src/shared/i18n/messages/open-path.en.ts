import type { openPathTc } from "./open-path.tc.ts";

// The website's "open this restaurant with us" page (#31, decision 086) in English.
export const openPathEn: Record<keyof typeof openPathTc, string> = {
  "seo.open.title": "Open your restaurant with us and list it in the directory",
  "seo.open.description":
    "Leave your restaurant's name, contact, district and opening month and our consultants will be in touch; then make an account and list the restaurant in the Tablestart directory.",

  "nav.listRestaurant": "List your restaurant",
  "hero.ctaForecast": "Forecast your restaurant free",

  "openPath.title": "Open this restaurant with us",
  "openPath.lead":
    "Three steps: tell us about the restaurant and our consultants will contact you; make your account; then list the restaurant in the directory, public once reviewed.",
  "openPath.steps": "Steps",
  "openPath.step": "Step {number} of 3",
  "openPath.step1": "Your restaurant",
  "openPath.step2": "Your account",
  "openPath.step3": "Your listing",
  "openPath.current": "(current step)",
  "openPath.done": "(done)",
  "openPath.fromForecast":
    "Your forecast's figures are filled in; change them under \u201cmore details\u201d.",
  "openPath.more": "More details (optional)",
  "openPath.send": "Send and continue",
  "openPath.loading": "Loading the form…",

  "openPath.saved": "Thank you: we have your details, and our consultants will contact you soon.",
  "openPath.account.title": "Create your account to list it",
  "openPath.account.lead":
    "Made from the name and e-mail you just typed; no username to invent. We mail a 6-digit code to your address.",
  "openPath.account.name": "Your name",
  "openPath.account.email": "E-mail",
  "openPath.account.password": "Choose a password",
  "openPath.account.passwordHint": "At least 8 characters.",
  "openPath.account.terms": "I agree to the {terms} and the {privacy}.",
  "openPath.account.termsLink": "terms of use",
  "openPath.account.privacyLink": "privacy policy",
  "openPath.account.create": "Create account and send the code",
  "openPath.account.taken":
    "This e-mail already has an account. Sign in, then list your restaurant.",
  "openPath.account.signIn": "Sign in and continue",
  "openPath.account.signedIn": "You are signed in as {name}.",
  "openPath.account.continue": "Continue to your listing",
  "openPath.account.skip": "Not listing it now",

  "openPath.code.title": "Enter the code",
  "openPath.code.lead":
    "We mailed a 6-digit code to {email}. Entering it verifies your e-mail and signs you in.",
  "openPath.code.label": "Code",
  "openPath.code.verify": "Verify and sign in",
  "openPath.code.resend": "Send it again",
  "openPath.code.resent": "A new code is on its way.",
  "openPath.code.invalid": "That code is wrong or has expired.",

  "openPath.list.title": "List your restaurant",
  "openPath.list.lead":
    "Your e-mail is verified. Next is the restaurant's form, with the name, district, cuisine, seats and your contact details filled in. Once you submit it, we review it before it goes public.",
  "openPath.list.go": "Fill in the restaurant's details",
  "openPath.list.banner":
    "Step 3 of 3: list your restaurant. What you told us in the questionnaire is filled in.",
  "openPath.list.back": "Back to \u201cOpen this restaurant with us\u201d",
};
