import { accountsEn } from "./accounts.en.ts";
import { appEn } from "./app.en.ts";
import { bookingChangesEn } from "./booking-changes.en.ts";
import { bookingDeskEn } from "./booking-desk.en.ts";
import { bookingDeskApiEn } from "./booking-desk-api.en.ts";
import { bookingFormEn } from "./booking-form.en.ts";
import { bookingLegalEn } from "./booking-legal.en.ts";
import { bookingMailEn } from "./booking-mail.en.ts";
import { bookingPageEn } from "./booking-page.en.ts";
import { bookingPayByEn } from "./booking-pay-by.en.ts";
import { bookingPaymentDetailsEn } from "./booking-payment-details.en.ts";
import { bookingPricesEn } from "./booking-prices.en.ts";
import { bookingStatesEn } from "./booking-states.en.ts";
import { bookingVisitsEn } from "./booking-visits.en.ts";
import { bookingsEn } from "./bookings.en.ts";
import { bookingsApiEn } from "./bookings-api.en.ts";
import { closuresScreenEn } from "./closures-screen.en.ts";
import { directoryEn } from "./directory.en.ts";
import { directoryApiEn } from "./directory-api.en.ts";
import { ezfetchEn } from "./ezfetch.en.ts";
import { forecastEn } from "./forecast.en.ts";
import { guestBookingEn } from "./guest-booking.en.ts";
import type { Messages } from "./index.ts";
import { leadsEn } from "./leads.en.ts";
import { listingsEn } from "./listings.en.ts";
import { listingsApiEn } from "./listings-api.en.ts";
import { openPathEn } from "./open-path.en.ts";
import { ownerPaymentsEn } from "./owner-payments.en.ts";
import { paymentsEn } from "./payments.en.ts";
import { placeClosuresEn } from "./place-closures.en.ts";
import { placePageEn } from "./place-page.en.ts";
import { pwaEn } from "./pwa.en.ts";
import { questionnaireEn } from "./questionnaire.en.ts";
import { siteSetupEn } from "./site-setup.en.ts";
import { templatesEn } from "./templates.en.ts";

// Written by hand in British (Hong Kong) English, not translated by machine from tc.
export const en: Messages = {
  "site.title": "Free restaurant toolkit",
  "site.brand": "Tablestart",
  "site.brandLocal": "Restaurant Opening Toolkit",
  "firm.team": "a Hong Kong restaurant consultancy team",
  "firm.teamWithYears": "a consultancy team with {years} years in Hong Kong restaurants",

  "seo.home.description":
    "Opening a restaurant in Hong Kong? Free tools and {team} for licences, budgets, branding, HR and marketing.",
  "seo.about.title": "About us: {team}",
  "seo.about.description":
    "Meet {firm}: {team}, helping new owners plan, license and open their restaurants the right way.",
  "seo.privacy.title": "Privacy policy and personal information collection statement",
  "seo.privacy.description":
    "How Tablestart collects, uses, keeps and deletes your personal data: the enquiry form, app accounts, bookings, server logs, and your rights of access and correction under the Personal Data (Privacy) Ordinance.",
  "seo.terms.title": "Terms of use",
  "seo.terms.description":
    "Tablestart’s terms: the toolkit is for reference; you book with the restaurant; deposits, cancelling, refunds, no-shows, typhoon and black-rain closures, reviews and Hong Kong law.",
  "seo.imageAlt":
    "Tablestart Restaurant Opening Toolkit: free tools and consulting for opening a restaurant in Hong Kong",

  "common.close": "Close",
  "common.loading": "Loading…",
  "common.back": "Back",
  "common.skipToContent": "Skip to main content",
  "common.newTab": "(opens in a new tab)",

  "settings.display": "Display settings",
  "settings.language": "Language",
  "settings.theme": "Theme",
  "settings.theme.light": "Light",
  "settings.theme.dark": "Dark",
  "settings.theme.system": "Match system",
  "settings.font": "Font",
  "settings.font.sans": "Sans serif",
  "settings.font.serif": "Serif",
  "settings.font.rounded": "Rounded",

  "nav.label": "Main",
  "nav.services": "Services",
  "nav.about": "About us",
  "nav.contact": "Contact",
  "nav.menu": "Menu",

  "hero.title": "Open your Hong Kong restaurant right, from day one",
  "hero.subtitle":
    "Free tools for new restaurant owners, backed by {team}, to guide you through licences, budgets, branding, staffing and marketing.",
  "hero.ctaServices": "See our services",
  "hero.ctaContact": "Talk to us",
  "hero.point1": "Hong Kong licensing and employment rules, first-hand",
  "hero.point2": "Support from site search to opening day",
  "hero.point3": "Free tools",

  "services.title": "What we do",
  "services.intro":
    "Six consulting services. Pick the ones you need, or have us with you from the first shop viewing to well after opening day.",
  "services.learnMore": "Learn more",
  "services.learnMoreLabel": "Learn more about {service}",
  "services.pointsTitle": "What we do for you",
  "services.ask": "Ask us about this",
  "services.askMessage": "Hello, I would like to know more about your {service} service. My plans:",

  "services.licence.title": "Licence processing",
  "services.licence.summary":
    "From checking a shop before you sign the lease to receiving your restaurant and liquor licences, we prepare the paperwork and follow up every department.",
  "services.licence.body":
    "Licensing is usually the slowest part of opening a restaurant in Hong Kong. FEHD, the Buildings Department, the Fire Services Department and EPD each have their own requirements, and a shop that does not meet them means fit-out rework and a later opening date. We assess the premises before you sign the lease, then run the whole application and build a timeline around your shop and your works. Getting from submission to a provisional licence typically takes anywhere from a few weeks to a few months, depending on the premises.",
  "services.licence.point1":
    "Advise whether you need a General Restaurant Licence, a Light Refreshment Restaurant Licence or a food factory licence (takeaway-only, delivery-only or a central kitchen). Since 1 March 2023 a light refreshment restaurant may sell almost any food, but cooked only in simple ways (boiling, stewing, steaming, braising, simple frying): no deep- or stir-frying, and no cooking or reheating at the table (hotpot, teppanyaki), so the menu has to be planned with it.",
  "services.licence.point2":
    "Check the shop before you sign: the user restrictions of the Government lease and the occupation permit, whether the deed of mutual covenant allows a restaurant, whether there are unauthorised building works, and how exhaust and drainage can be handled.",
  "services.licence.point3":
    "Submit the application to FEHD and follow up the Buildings Department (building safety, means of escape) and the Fire Services Department (fire service installations, ventilation); appoint a certified Hygiene Manager and/or Hygiene Supervisor; and apply at the same time for restricted food permits if you will serve sashimi, sushi, raw oysters or similar.",
  "services.licence.point4":
    "Apply for a provisional licence once the basic requirements are met, so you can open sooner. It is valid for six months, during which the remaining requirements are completed for the full licence.",
  "services.licence.point5":
    "Apply to the Liquor Licensing Board through FEHD for a liquor licence alongside the restaurant licence: the Board consults the police and the District Office and the application is advertised in newspapers, and the licence is issued once the restaurant holds a full or provisional restaurant licence. Apply to EPD for a discharge licence under the Water Pollution Control Ordinance.",

  "services.budget.title": "Budget planning",
  "services.budget.summary":
    "Know the full cost of opening and your monthly running costs before you sign, and how much business a day it takes to break even.",
  "services.budget.body":
    "Many restaurants close not because of their food but because the opening budget was too low and the working capital ran out. We cost every item of your opening from your location, floor area and type of restaurant, and run a break-even analysis, so you know before signing the lease whether the business adds up and how much reserve you need.",
  "services.budget.point1":
    "Fit-out: estimate the interior, electrical and mechanical, exhaust and drainage works for your floor area and design, with a contingency.",
  "services.budget.point2":
    "Rent deposit and advance rent: usually three months' rent as deposit plus one month in advance. We also help you negotiate a fair rent-free fit-out period.",
  "services.budget.point3":
    "Kitchen equipment and furniture: compare the cost and risk of buying new, leasing and buying second-hand, and plan depreciation.",
  "services.budget.point4":
    "Working capital: set aside three to six months of rent, wages and food costs to carry you until trade picks up.",
  "services.budget.point5":
    "Break-even analysis: how many customers a day, at what average spend, it takes to cover rent, wages, food and every other cost.",

  "services.brand.title": "Creative and brand design",
  "services.brand.summary":
    "A name, logo, menu, signage and interior concept that work together into one brand people remember.",
  "services.brand.body":
    "Guests form an opinion before they sit down: the sign over the door, the photos online and the layout of the menu all say what kind of restaurant you are. We first agree your target guests and positioning with you, then carry that positioning into every detail they will see, within your budget and works schedule.",
  "services.brand.point1":
    "Restaurant name and logo design, including checks that the name and trade mark are not already in use or registered.",
  "services.brand.point2":
    "Menu design: sections, layout and how prices are shown, so your highest-margin dishes are the ones guests notice and order.",
  "services.brand.point3":
    "Signage and shopfront design, with sign works that meet the Buildings Department's Minor Works Control System.",
  "services.brand.point4":
    "Interior concept: seating layout, lighting, materials and mood, matched to your table-turn targets and fit-out budget.",
  "services.brand.point5":
    "Uniforms, takeaway packaging and opening materials, so the brand carries from the dining room to the street.",

  "services.hr.title": "HR support",
  "services.hr.summary":
    "Recruit your kitchen and floor team, with contracts under the Employment Ordinance, MPF, employees' compensation insurance and rosters in order.",
  "services.hr.body":
    "Staff turnover in catering is high, and a clear contract and a fair roster prevent a lot of disputes. We support you from recruitment to the first payslip, so you meet your legal duties as an employer and your staff know their rights.",
  "services.hr.point1":
    "Recruit chefs, floor and bar staff: job descriptions, CV screening and interview arrangements.",
  "services.hr.point2":
    "Employment contracts under the Employment Ordinance (Cap. 57) covering wages, hours, rest days, paid annual leave and probation.",
  "services.hr.point3":
    "MPF: casual catering staff (employed by the day or for less than 60 days) are covered from their first day, usually through an industry scheme; other employees are enrolled within 60 days of employment. We also set up monthly contributions and record-keeping.",
  "services.hr.point4":
    "Take out employees' compensation insurance as required by the Employees' Compensation Ordinance (Cap. 282) before staff start work, and display the notice of insurance at the workplace.",
  "services.hr.point5":
    "Rosters that give rest days, statutory holidays and paid annual leave as the law requires, with wage and employment records kept.",

  "services.documents.title": "Document management",
  "services.documents.summary":
    "Licences, contracts, supplier documents and hygiene records kept in order, with reminders before anything expires.",
  "services.documents.body":
    "An expired licence, a missing contract or a record you cannot produce during an inspection can mean a fine or worse for your business. We set up a simple filing system and renewal calendar so day-to-day operations stay orderly after opening, and nothing important is lost when staff change.",
  "services.documents.point1":
    "A licence and renewal calendar covering the restaurant licence, liquor licence, Business Registration and the annual fire service installation inspection, with early reminders.",
  "services.documents.point2":
    "Contracts in one place: lease, fit-out, supplier and employment contracts, with the key dates and terms easy to find.",
  "services.documents.point3":
    "Supplier documents: quotations, invoices, delivery notes and food source records, for reconciliation and traceability.",
  "services.documents.point4":
    "Hygiene records: cleaning schedules, fridge temperature logs, pest control and grease trap cleaning, ready for any FEHD inspection.",
  "services.documents.point5":
    "Business Registration renewal and display at the premises, plus the other licences, certificates and notices that must be posted.",

  "services.marketing.title": "Marketing",
  "services.marketing.summary":
    "Build your online presence before opening, create a buzz when you open, and keep regulars coming back.",
  "services.marketing.body":
    "The footfall of a new restaurant's first few months often decides whether it survives. We plan your opening campaign and set up marketing your own team can keep running afterwards, rather than relying on one-off advertising.",
  "services.marketing.point1":
    "Set up and optimise your OpenRice listing and Google Business Profile: photos, opening hours, menu and address all accurate and complete.",
  "services.marketing.point2":
    "Social media: content and posting plans for Instagram, Facebook and Xiaohongshu.",
  "services.marketing.point3":
    "Opening events: a soft opening, launch offers and tastings for food critics.",
  "services.marketing.point4":
    "Find the right KOLs and food bloggers to work with, on clear terms and a set budget.",
  "services.marketing.point5":
    "Loyalty: membership, stamp cards or return-visit offers, and regular follow-up of and replies to online reviews.",

  "about.title": "About us",
  "about.lead": "We are {firm}, {team}.",
  "about.body1":
    "We have helped plan, open and run cha chaan tengs, cafés, Japanese and Western restaurants and Chinese restaurants across Hong Kong. We have worked in the kitchen, on the floor and in purchasing, and handled licensing, fit-outs, recruitment and marketing. We have seen restaurants open smoothly, and we have seen others delayed, or closed, by budget, licensing or staffing problems.",
  "about.body2":
    "That is why the tools new owners need most are free on this site, so anyone planning a restaurant can do their homework first. When you need more help, we can walk every step of the opening with you.",
  "about.beliefsTitle": "What we believe",
  "about.belief1.title": "Do the numbers before you sign",
  "about.belief1.body":
    "A lease is a commitment of several years. Before paying a deposit, make sure the location, floor area and budget can really carry your business.",
  "about.belief2.title": "Straight talk, no overselling",
  "about.belief2.body":
    "We tell you plainly about the risks in your plan and what we cannot do for you, not just what you want to hear.",
  "about.belief3.title": "Opening day is only the start",
  "about.belief3.body":
    "Licence renewals, staff changes, busy and quiet seasons: we are still here for you after the restaurant opens.",
  "about.company.title": "Company details",
  "about.company.registeredName": "Registered name",
  "about.company.businessRegistration": "Business registration number",
  "about.company.address": "Address",
  "about.people.title": "The people you will work with",

  "contact.title": "Contact us",
  "contact.intro":
    "Whether you are still looking for a shop or have already signed the lease, tell us about your plans and we will get back to you as soon as we can.",
  "contact.emailLabel": "E-mail",
  "contact.emailSubject": "Restaurant opening enquiry",
  "contact.whatsappLabel": "WhatsApp",
  "contact.whatsappAction": "Send us a WhatsApp message",
  "contact.whatsappMessage":
    "Hello, I would like to ask about your restaurant opening consulting services.",
  "contact.formTitle": "Send an enquiry",
  "contact.notSetUp":
    "Contact details have not been set up on this website yet, so it cannot take enquiries for now.",

  "enquiry.name": "Name",
  "enquiry.contact": "E-mail or phone",
  "enquiry.contactHint": "We will reply to you this way.",
  "enquiry.message": "Your enquiry",
  "enquiry.messageHint":
    "For example: the district, floor area, type of restaurant and when you plan to open.",
  "enquiry.consent":
    "I agree that {firm} may use the details above to contact me about this enquiry, and for no other purpose.",
  "enquiry.picsLink": "Personal information collection statement: how we use and keep your data",
  "enquiry.allRequired": "All fields are required.",
  "enquiry.honeypot": "Leave this field empty",
  "enquiry.submit": "Send enquiry",
  "enquiry.sending": "Sending…",
  "enquiry.error.contact": "Enter an e-mail address or a phone number.",
  "enquiry.error.consent": "Please agree to us using your details to contact you.",
  "enquiry.fieldError": "Please correct the following:",
  "enquiry.fieldErrorItem": "{field}: {error}",
  "enquiry.sendFailure":
    "Your enquiry could not be sent. Please try again later, or contact us by e-mail or WhatsApp.",
  "enquiry.spam":
    "Your enquiry was flagged as spam and was not sent. Please contact us by e-mail or WhatsApp instead.",
  "enquiry.rateLimited": "Too many enquiries in a short time. Please try again later.",
  "enquiry.success": "Thank you for your enquiry! We have received it and will reply soon.",

  "validation.required": "This field is required.",
  "validation.tooLong": "This is too long. Please shorten it.",
  "validation.invalid": "This value is not valid.",
  "validation.singleLine": "Use one line of text, without line breaks or control characters.",

  "error.notConnected": "You are not connected to the server. Please try again.",
  "error.unknown": "An unknown error occurred.",
  "section.failed":
    "This part of the page could not be shown. Reload the page to try again; anything you have entered is kept.",
  "section.reload": "Reload",
  "section.resultsFailed":
    "The results could not be loaded. Check your connection, then reload the page; your figures are kept.",
  "section.linkDamaged":
    "This link is incomplete. These values could not be read: {fields}. The figures that could be read are filled in below; add the rest and calculate again.",

  "api.invalidParams": "Invalid parameter(s): {params}",
  "api.badRequest": "The request is not valid.",
  "api.badMultipart": "The form data could not be read: it is incomplete or malformed.",
  "api.bodyTooLarge": "The form is too large: at most {max} KB can be sent here.",
  "api.controlCharacters": "contains control characters that cannot be used.",
  "api.crossSite": "Forms sent from other websites are not accepted.",
  "api.listTooBroad":
    "This search covers too much to list in time: add a district, a category or a keyword and try again.",
  "api.rateLimited": "Too many requests. Please try again later.",
  "api.shuttingDown": "The server is restarting. Please try again in a moment.",
  "api.imagesBusy": "The server is busy with other pictures. Please upload again in a few seconds.",
  "webForm.tooLarge.title": "What was sent is too large",
  "webForm.tooLarge.body":
    "The website's forms take short texts only; this one was over the limit, so it was not received. Go back, shorten it and send it again.",
  "webForm.unreadable.title": "The form could not be read",
  "webForm.unreadable.body":
    "What was sent was incomplete or malformed, so it was not received. Go back and send it again.",
  "api.noRoute": "No route was found matching the URL and request method.",

  "notFound.title": "Page not found",
  "notFound.body": "The page you are looking for does not exist or has been removed.",
  "notFound.home": "Back to the home page",

  "footer.copyright": "© {year} Tablestart",
  "footer.legal": "Legal",
  "legal.privacy": "Privacy policy",
  "legal.terms": "Terms of use",

  ...forecastEn,
  ...accountsEn,
  ...appEn,
  ...templatesEn,
  ...placePageEn,
  ...directoryEn,
  ...directoryApiEn,
  ...listingsEn,
  ...listingsApiEn,
  ...bookingsEn,
  ...bookingFormEn,
  ...ezfetchEn,
  ...pwaEn,
  ...questionnaireEn,
  ...openPathEn,
  ...bookingsApiEn,
  ...bookingMailEn,
  ...paymentsEn,
  ...bookingPricesEn,
  ...guestBookingEn,
  ...placeClosuresEn,
  ...closuresScreenEn,
  ...ownerPaymentsEn,
  ...bookingDeskEn,
  ...bookingChangesEn,
  ...bookingDeskApiEn,
  ...bookingPayByEn,
  ...bookingPaymentDetailsEn,
  ...bookingStatesEn,
  ...bookingPageEn,
  ...bookingVisitsEn,
  ...bookingLegalEn,
  ...siteSetupEn,
  ...leadsEn,
};
