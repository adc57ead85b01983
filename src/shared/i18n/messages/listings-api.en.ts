import type { listingsApiTc } from "./listings-api.tc.ts";

export const listingsApiEn: Record<keyof typeof listingsApiTc, string> = {
  "listingsApi.notNumber": "Please enter a number.",
  "listingsApi.numberTooSmall": "The number is too small.",
  "listingsApi.numberTooLarge": "The number is too large.",
  "listingsApi.tooMany": "Too many items: please remove some.",
  "listingsApi.priceOrder": "The highest price cannot be lower than the lowest.",
  "listingsApi.colour": "Please enter a colour code, such as #E5634D.",
  "listingsApi.icon": "Please enter a Font Awesome icon name, such as fas fa-utensils.",
  "listingsApi.unknownReference": "A chosen item was not found: please choose or upload it again.",
  "listingsApi.hours.invalidTime": "Please enter the time as HH:MM, such as 09:30.",
  "listingsApi.hours.emptyRange":
    "Start and end cannot be the same; for open all day enter 00:00 to 24:00.",
  "listingsApi.hours.overlap": "These hours overlap other hours on the same day.",
  "listingsApi.hours.overlapNextDay":
    "These hours run past midnight into the next day's opening hours.",
  "listingsApi.hours.overlapPreviousDay":
    "These hours overlap the previous day's hours that run past midnight.",
  "listingsApi.hours.duplicateDate": "This date already has special hours.",
  "listingsApi.bookingStyle.standard": "By arrival time, no tables",
  "listingsApi.bookingStyle.daily": "By the day",
  "listingsApi.bookingStyle.hourly": "Hire by the hour",
  "listingsApi.bookingStyle.slot": "Appointments in set sessions",
  "listingsApi.bookingStyle.table": "Table bookings",
  "listingsApi.saved.pending": "Sent: it will be public once an administrator has reviewed it.",
  "listingsApi.saved.published": "Published.",
  "listingsApi.deleted": "The place has been deleted.",
  "listingsApi.notAuthorEdit": "You are not the author of this place, so you cannot change it.",
  "listingsApi.notAuthorDelete": "You are not the author of this place, so you cannot remove it.",
  "listingsApi.notAdmin": "Only administrators can review places.",
  "listingsApi.notPending": "This place is no longer waiting for review.",
  "listingsApi.changedSinceReview":
    "This place was changed after it was shown to you, or your page is out of date. Look at it again before deciding.",
  "listingsApi.revisionInvalid": "The version you reviewed must be a whole number.",
  "listingsApi.approved": "Approved: the place is now public.",
  "listingsApi.rejected": "Sent back: the author has been e-mailed the reason.",
  "listingsApi.saved.liveAndReview":
    "Saved. Opening hours and contact details are live now; the other changes are waiting for review.",
  "listingsApi.revisionClosed":
    "This change is no longer waiting for review: its owner has changed it again, or it has been decided. Look at the queue again.",
  "listingsApi.revisionApproved": "Approved: the changes are now public.",
  "listingsApi.field.title": "Name",
  "listingsApi.field.title_en": "English name",
  "listingsApi.field.title_sc": "Simplified Chinese name",
  "listingsApi.field.content": "Description",
  "listingsApi.field.content_en": "English description",
  "listingsApi.field.content_sc": "Simplified Chinese description",
  "listingsApi.field.thumbnail": "Cover photo",
  "listingsApi.field.gallery": "Photos",
  "listingsApi.field.categories": "Categories",
  "listingsApi.field.features": "Features",
  "listingsApi.field.tags": "Tags",
  "listingsApi.field.location": "District",
  "listingsApi.field.address": "Address",
  "listingsApi.field.latitude": "Latitude",
  "listingsApi.field.longitude": "Longitude",
  "listingsApi.field.video_url": "Video",
  "listingsApi.field.attachment": "Attachments",
  "listingsApi.attachmentMissing": "Please choose a file to upload.",
  "listingsApi.attachmentType":
    "This type of file is not allowed: please upload a PDF, JPEG, PNG or WebP file.",
  "listingsApi.mail.approved.subject": "Your place is now public",
  "listingsApi.mail.approved.body":
    "“{title}” has been reviewed and is now public in the Tablestart directory:\n{link}\n\nIf you change it later, opening hours and contact details change at once; a new name, description, photos or address are public once an administrator has reviewed them.",
  "listingsApi.mail.revisionApproved.subject": "Your changes to your place are now public",
  "listingsApi.mail.revisionApproved.body":
    "Your changes to “{title}” have been reviewed and are now public:\n{link}",
  "listingsApi.mail.revisionReturned.subject":
    "Your changes to your place could not be published yet",
  "listingsApi.mail.revisionReturned.body":
    "Your changes to “{title}” could not be published yet, for this reason:\n\n{reason}\n\nThe place stays public as it was. Please change it in My places and send it again:\n{link}",
  "listingsApi.mail.rejected.subject": "Your place could not be published yet",
  "listingsApi.mail.rejected.body":
    "“{title}” could not be published yet, for this reason:\n\n{reason}\n\nPlease change it in My places and send it again:\n{link}",
} as const;
