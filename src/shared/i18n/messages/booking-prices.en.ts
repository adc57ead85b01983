import type { bookingPricesTc } from "./booking-prices.tc.ts";

// Price units, services and staff in English, spread into en.ts.
export const bookingPricesEn: Record<keyof typeof bookingPricesTc, string> = {
  "bookingPrices.unit.per_booking": "per booking",
  "bookingPrices.unit.per_person": "per person",
  "bookingPrices.unit.per_hour": "per hour",
  "bookingPrices.unit.per_day": "per day",
  "bookingPrices.unit.per_person_per_day": "per person per day",
  "bookingPrices.unit.deposit_per_booking": "deposit per booking",
  "bookingPrices.unit.deposit_per_person": "deposit per person",
  "bookingPrices.fromPrice": "From {price}",
  "bookingPrices.unitPrice.per_booking": "{price} per booking",
  "bookingPrices.unitPrice.per_person": "{price} / person",
  "bookingPrices.unitPrice.per_hour": "{price} / hour",
  "bookingPrices.unitPrice.per_day": "{price} / day",
  "bookingPrices.unitPrice.per_person_per_day": "{price} per person per day",
  "bookingPrices.unitPrice.deposit_per_booking": "{price} deposit per booking",
  "bookingPrices.unitPrice.deposit_per_person": "{price} deposit per person",
  "bookingPrices.free": "Free",
  "bookingPrices.payAtPlace": "Pay at the venue",
  "bookingPrices.note.rest": "The remaining {amount} is paid at the venue.",
  "bookingPrices.note.depositDeducted":
    "The deposit is deducted from your bill; you pay the rest at the venue.",
  "bookingPrices.note.nothingNow": "Nothing to pay now: you pay at the venue.",
  "bookingPrices.note.serviceCharge":
    "A {percent}% service charge is added to the bill at the venue.",
  "bookingPrices.note.serviceChargeNotInDeposit":
    "A {percent}% service charge is added to the bill at the venue; the deposit does not include it.",
  "bookingPrices.serviceMinutes": "{minutes} min",
  "bookingPrices.mail.service": "Service: {service} ({minutes} min)",
  "bookingPrices.mail.staff": "With: {staff}",
  "bookingPrices.problem.service_id.required": "Please choose a service.",
  "bookingPrices.problem.service_id.unknown": "That service was not found; please choose again.",
  "bookingPrices.problem.staff_id.unknown": "That staff member was not found; please choose again.",
  "bookingPrices.problem.staff_id.taken":
    "That staff member is booked at this time; please choose another time or staff member.",

  "bookingPrices.owner.priceUnit": "The price is charged",
  "bookingPrices.owner.priceUnitHint":
    "How the price is counted; a deposit is deducted from the bill at the venue. Leave the price blank or 0 for free / pay at the venue.",
  "bookingPrices.owner.serviceCharge": "Service charge (%)",
  "bookingPrices.owner.serviceChargeHint":
    "e.g. 10. Charged on the bill at the venue, never in the deposit; blank or 0 for none.",
  "bookingPrices.owner.services": "Services",
  "bookingPrices.owner.servicesHint":
    "Guests choose a service first: its length is how long it holds the place, its price is per person.",
  "bookingPrices.owner.serviceName": "Name",
  "bookingPrices.owner.serviceMinutes": "Length (minutes)",
  "bookingPrices.owner.servicePrice": "Price (HKD)",
  "bookingPrices.owner.addService": "Add a service",
  "bookingPrices.owner.removeServiceNamed": "Remove “{name}”",
  "bookingPrices.owner.serviceDefault": "Service {number}",
  "bookingPrices.owner.staff": "Staff",
  "bookingPrices.owner.staffHint":
    "Guests may choose who serves them; each staff member takes one booking at a time.",
  "bookingPrices.owner.staffName": "Name",
  "bookingPrices.owner.addStaff": "Add a staff member",
  "bookingPrices.owner.removeStaffNamed": "Remove “{name}”",
};
