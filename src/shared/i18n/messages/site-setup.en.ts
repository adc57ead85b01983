import type { siteSetupTc } from "./site-setup.tc.ts";

export const siteSetupEn: Record<keyof typeof siteSetupTc, string> = {
  "siteSetup.title": "Site setup",
  "siteSetup.intro":
    "What the public website and the app show depends on these settings. They are environment variables: set them where the server runs, then restart it (see the README's “Configuration”).",
  "siteSetup.summary.missing": "{missing} of {total} settings are not set yet.",
  "siteSetup.summary.allSet": "All {total} settings are set.",
  "siteSetup.missingTitle": "Not set",
  "siteSetup.setTitle": "Set",
  "siteSetup.status.missing": "Not set",
  "siteSetup.status.set": "Set",
  "siteSetup.now": "Now",
  "siteSetup.onceSet": "Once set",
  "siteSetup.value": "Value",
  "siteSetup.copy": "Copy",
  "siteSetup.copyName": "Copy {name}",
  "siteSetup.copied": "{name} copied.",
  "siteSetup.copyFailed": "Could not copy: select {name} and copy it yourself.",
  "siteSetup.api.adminsOnly": "Only administrators can see the site's setup.",

  "siteSetup.contactEmail.title": "Contact e-mail",
  "siteSetup.contactEmail.set":
    "Shown in the website's contact section and footer. Visitors can send the enquiry form and owners the questionnaire, and both are mailed to it. The privacy policy and the terms give it for questions and data requests, and account mails name it as the address to write to.",
  "siteSetup.contactEmail.missing":
    "The contact section says contact is not set up and offers no enquiry form; enquiries and questionnaire answers are refused. The privacy policy and the terms give no address to write to, and account mails point to the website instead.",
  "siteSetup.contactWhatsapp.title": "WhatsApp number",
  "siteSetup.contactWhatsapp.set":
    "The contact section shows the number and a link that opens a WhatsApp chat with a greeting filled in.",
  "siteSetup.contactWhatsapp.missing": "The contact section shows no WhatsApp number or link.",
  "siteSetup.firmName.title": "Consultancy's name",
  "siteSetup.firmName.set":
    "“About us”, the enquiry form's consent, the descriptions search engines show, and the privacy policy and the terms name the firm by it.",
  "siteSetup.firmName.missing":
    "The website introduces the team as “Tablestart”, and the privacy policy and the terms speak only of “the operator of this website”.",
  "siteSetup.firmYears.title": "Years of experience",
  "siteSetup.firmYears.set":
    "“About us” and its search description say the team has this many years in Hong Kong restaurants. It must be true and provable (Trade Descriptions Ordinance).",
  "siteSetup.firmYears.missing":
    "The website speaks of “a Hong Kong restaurant consultancy team” and claims no number of years.",
  "siteSetup.registeredName.title": "Registered company name",
  "siteSetup.registeredName.set":
    "Shown under “About us” in the company details, as on the business registration certificate.",
  "siteSetup.registeredName.missing":
    "“About us” gives no registered company name. With no company details and no people set, it shows no company details at all.",
  "siteSetup.brNumber.title": "Business registration number",
  "siteSetup.brNumber.set":
    "Shown under “About us” in the company details; visitors can check it with the Inland Revenue Department.",
  "siteSetup.brNumber.missing": "“About us” shows no business registration number.",
  "siteSetup.address.title": "Business address",
  "siteSetup.address.set": "Shown under “About us” in the company details.",
  "siteSetup.address.missing": "“About us” shows no business address.",
  "siteSetup.people.title": "People",
  "siteSetup.people.set":
    "“About us” lists them by name and role. They must be real people who agreed to be named.",
  "siteSetup.people.missing":
    "“About us” names no one: visitors do not see who they would work with.",
  "siteSetup.siteUrl.title": "Public address of the site",
  "siteSetup.siteUrl.set":
    "Links in mails, canonical addresses and the sitemap, pictures and links in the app and in Listar apps, and Stripe's return links point at this address.",
  "siteSetup.siteUrl.missing":
    "Links in mails, canonical addresses and the sitemap, pictures in the app and Stripe's return links point at this machine (localhost), which visitors, search engines and phones cannot reach.",
  "siteSetup.mail.title": "Outgoing mail (SMTP)",
  "siteSetup.mail.set":
    "Mail goes out through this SMTP server: verification codes, password resets, booking mails, and enquiries and questionnaire answers to the contact e-mail.",
  "siteSetup.mail.missing":
    "No mail leaves the site: it waits in the dev outbox at /dev/mail, which only this machine can open. Nobody receives verification codes, password resets or booking mails, and enquiries do not reach the contact e-mail.",
  "siteSetup.mapTiles.title": "Map tiles",
  "siteSetup.mapTiles.set":
    "The app's maps (the map screen, each place's map and the owners' pin picker) load their tiles from this tile service.",
  "siteSetup.mapTiles.missing":
    "The app's maps load their tiles from OpenStreetMap's public tile server, which volunteers run for light use only, with no guarantee of service. A busy site should use a tile service of its own.",
  "siteSetup.geocoder.title": "Address lookup (ALS)",
  "siteSetup.geocoder.set":
    "A place saved with an address and no pin is pinned at its building, as the government's Address Lookup Service finds it.",
  "siteSetup.geocoder.missing":
    "A place saved with an address and no pin is placed at the neighbourhood or district the address names, so its pin and its distance from visitors are approximate.",
  "siteSetup.cardPayments.title": "Card payments (Stripe)",
  "siteSetup.cardPayments.set":
    "Owners can connect their own Stripe account under “Card payments”, and guests at their places can pay deposits and prepayments by card.",
  "siteSetup.cardPayments.missing":
    "No card payment: the owners' “Card payments” screen says it is not set up, and guests pay at the venue, by FPS or by bank transfer, as each place allows.",
};
