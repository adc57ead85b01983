import type { questionnaireTc } from "./questionnaire.tc.ts";

export const questionnaireEn: Record<keyof typeof questionnaireTc, string> = {
  "questionnaire.field.stage": "Where is your restaurant now?",
  "questionnaire.stage.idea": "Still an idea",
  "questionnaire.stage.siteFound": "Site found",
  "questionnaire.stage.fittingOut": "Fitting out",
  "questionnaire.stage.open": "Already open",
  "questionnaire.field.restaurantName": "Restaurant name",
  "questionnaire.field.restaurantName.help": "Leave it blank if you have not decided yet.",
  "questionnaire.field.district": "District",
  "questionnaire.field.district.help": "Where the restaurant is, or where you plan to open it.",
  "questionnaire.field.cuisine": "Cuisine or kind of restaurant",
  "questionnaire.field.cuisine.help":
    "For example: cha chaan teng, Japanese ramen, vegetarian café.",
  "questionnaire.field.seats": "Seats",
  "questionnaire.field.floorArea": "Floor area",
  "questionnaire.field.monthlyRent": "Monthly rent",
  "questionnaire.field.managementFee": "Monthly management fee",
  "questionnaire.field.budget": "Opening budget",
  "questionnaire.field.budget.help":
    "Fit-out, equipment, deposits and every other cost before opening, in total.",
  "questionnaire.field.spendPerHead": "Spend per head",
  "questionnaire.field.dailyVisitors": "Customers a day",
  "questionnaire.field.openingMonth": "Planned opening month",
  "questionnaire.field.services": "Which of our consulting services do you need?",
  "questionnaire.field.services.help": "Choose as many as you like.",
  "questionnaire.field.notes": "Anything else we should know?",
  "questionnaire.field.contactName": "Contact name",
  "questionnaire.field.email": "E-mail address",
  "questionnaire.field.email.helpSignedIn": "Leave it blank to use your account's address.",
  "questionnaire.field.phone": "Phone or WhatsApp number",
  "questionnaire.field.phone.help": "Needed if you would like us to call you or use WhatsApp.",
  "questionnaire.field.contactMethod": "How should we contact you?",
  "questionnaire.contactMethod.email": "E-mail",
  "questionnaire.contactMethod.phone": "Phone",
  "questionnaire.contactMethod.whatsapp": "WhatsApp",
  "questionnaire.field.consent":
    "I agree that Tablestart may use these details to contact me and follow up my enquiry, and I have read the personal information collection statement.",
  "questionnaire.field.consent.link": "Personal information collection statement",
  "questionnaire.unit.squareFeet": "ft²",
  "questionnaire.unit.hkd": "HKD",

  "questionnaire.error.email": "This is not a valid e-mail address.",
  "questionnaire.error.phone":
    "Enter a valid phone number: 8 digits for Hong Kong, or + and the country code.",
  "questionnaire.error.notNumber": "Enter a number.",
  "questionnaire.error.wholeNumber": "Enter a whole number.",
  "questionnaire.error.numberTooSmall": "Number too small: at least {min}.",
  "questionnaire.error.numberTooLarge": "Number too large: at most {max}.",
  "questionnaire.error.dateFormat": "Enter a date in YYYY-MM-DD format.",
  "questionnaire.error.dateTooEarly": "Date too early: {min} at the earliest.",
  "questionnaire.error.dateTooLate": "Date too far ahead: {max} at the latest.",
  "questionnaire.error.monthFormat": "Choose a month.",
  "questionnaire.error.monthTooEarly": "Month too early: {min} at the earliest.",
  "questionnaire.error.monthTooLate": "Month too far ahead: {max} at the latest.",
  "questionnaire.error.choice": "Choose one of the options.",
  "questionnaire.error.consent":
    "Please agree to our use of your details so that we can contact you.",
  "questionnaire.error.forecastLink": "This is not a link to forecast results on this site.",

  "questionnaire.api.saved": "Thank you: our consulting team will be in touch soon.",
  "questionnaire.api.adminsOnly": "Only admins can see the questionnaire answers.",

  "questionnaire.mail.subject": "Tablestart: your answers to the opening questionnaire",
  "questionnaire.mail.intro":
    "Thank you for answering the Tablestart opening questionnaire. Our consulting team will contact you soon, the way you asked. Your answers:",
  "questionnaire.mail.unconfirmed":
    "So that no one can use your address in your name, this mail does not repeat what was typed in (such as the name and notes).",
  "questionnaire.mail.notYou":
    "If you did not answer this questionnaire, please ignore this mail or tell us: {contact}",
  "questionnaire.mail.yes": "Yes",
  "questionnaire.mail.line": "{label}: {value}",

  "questionnaire.title": "Opening questionnaire",
  "questionnaire.lead":
    "Tell us about your restaurant plan: our consulting team will suggest the next steps for licences, budget, design and hiring from your answers.",
  "questionnaire.fromForecast":
    "The figures you entered in the forecast are filled in; change them if you like.",
  "questionnaire.stored":
    "These are the answers you sent last time: change them and send again to update them.",
  "questionnaire.choose": "Choose…",
  "questionnaire.withUnit": "{label} ({unit})",
  "questionnaire.submit": "Send the questionnaire",
  "questionnaire.update": "Update my answers",
  "questionnaire.saved.title": "Thank you! We have your answers",
  "questionnaire.saved.copy": "They have gone to our consulting team, and a copy to {email}.",
  "questionnaire.saved.listTitle": "Put your restaurant in the directory",
  "questionnaire.saved.listBody":
    "Start your listing from these answers: the district, cuisine and seats are already filled in.",
  "questionnaire.saved.list": "List your restaurant",
  "questionnaire.saved.edit": "Change my answers",

  "questionnaire.forecastCta.title": "Want to open this restaurant?",
  "questionnaire.forecastCta.body":
    "Answer our opening questionnaire and our consultants can help with licences, budget, design and hiring. The figures you just entered come with you.",
  "questionnaire.forecastCta.link": "Get help opening this restaurant",

  "questionnaire.answers.title": "Questionnaire answers",
  "questionnaire.answers.count.one": "{count} answer.",
  "questionnaire.answers.count.other": "{count} answers, newest first.",
  "questionnaire.answers.empty": "No one has answered the questionnaire yet.",
  "questionnaire.answers.received": "Received: {date}",
  "questionnaire.answers.updated": "Updated: {date}",
  "questionnaire.answers.member": "Member #{id}",
  "questionnaire.answers.visitor": "Visitor",
  "questionnaire.answers.mailed": "Mail sent",
  "questionnaire.answers.notMailed": "Mail not sent",
  "questionnaire.answers.forecast": "Forecast results",
  "questionnaire.answers.loadMore": "Load more",
};
