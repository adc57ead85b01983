import type { accountsTc } from "./accounts.tc.ts";

// Accounts in British (Hong Kong) English, written by hand; spread into en.ts.
export const accountsEn: Record<keyof typeof accountsTc, string> = {
  "accounts.error.noLogin": "Please sign in first.",
  "accounts.error.notEmail": "This is not a valid e-mail address.",
  "accounts.error.usernameTooShort": "The username is too short: use at least 3 characters.",
  "accounts.error.usernameTooLong": "The username is too long: use at most 60 characters.",
  "accounts.error.usernameCharacters":
    "A username may only contain letters, digits, dots, dashes and underscores.",
  "accounts.error.passwordTooShort": "The password is too short: use at least 8 characters.",
  "accounts.error.passwordTooLong": "The password is too long: use at most 128 characters.",
  "accounts.error.passwordsInconsistent": "The passwords do not match.",
  "accounts.error.wrongOldPassword": "The old password is wrong.",
  "accounts.error.termsRequired": "You must accept the terms and conditions.",
  "accounts.error.usernameTaken": "This username is taken. Please choose another.",
  "accounts.error.emailTaken":
    "This e-mail address is already registered. Please try “Reset password”.",
  "accounts.error.emailInUse": "This e-mail address is used by another account.",
  "accounts.error.phone":
    "Enter a valid phone number: 8 digits for Hong Kong, or + and the country code.",
  "accounts.error.personalInfoNeeded":
    "Restaurants need this for your bookings, so it cannot be left blank.",
  "accounts.error.dateFormat": "Enter a date in YYYY-MM-DD format.",
  "accounts.error.dateTooEarly": "This date is too early.",
  "accounts.error.dateTooNew": "This date is too recent: it cannot be in the future.",
  "accounts.error.gender": "Choose female or male.",
  "accounts.error.url": "Please check the domain name again.",
  "accounts.error.codeFormat": "The verification code is 6 digits.",
  "accounts.error.fileRequired": "Choose an image to upload.",
  "accounts.error.fileType":
    "This file type is not allowed. Upload a JPEG, PNG, WebP, GIF or AVIF image.",
  "accounts.error.fileTooLarge": "The file is too large: the limit is {max} MB.",
  "accounts.error.tooManyPixels":
    "The picture has too many pixels: the limit is {max} megapixels (6000 × 4000, for example).",
  "accounts.error.photoNotFound": "This photo was not found. Please upload it again.",
  "accounts.error.invalidLogin": "Invalid username or incorrect password.",
  "accounts.error.emptyUsername": "Enter your username or e-mail address.",
  "accounts.error.emptyPassword": "Enter your password.",
  "accounts.error.deactivated": "The account has been deactivated.",
  "accounts.error.mailFailed": "The e-mail could not be sent. Please try again later.",

  "accounts.jwt.noAuthHeader": "Authorization header not found.",
  "accounts.jwt.badAuthHeader": "Authorization header malformed.",
  "accounts.jwt.badIss": "The token was not issued by this site. Please sign in again.",
  "accounts.jwt.badRequest": "User ID not found in the token. Please sign in again.",
  "accounts.jwt.invalidToken": "The sign-in token is not valid. Please sign in again.",
  "accounts.jwt.expiredToken": "Your sign-in has expired. Please sign in again.",
  "accounts.jwt.revokedToken":
    "The password was changed or the account deactivated. Please sign in again.",

  "accounts.register.done":
    "Your account has been created! We have sent you an e-mail to verify your address.",
  "accounts.reset.sent":
    "If this e-mail address is registered, we have sent it a link to reset the password. Please check your inbox.",
  "accounts.reset.invalidToken":
    "This password reset link is invalid, already used or expired. Please ask for a new one.",
  "accounts.reset.done": "Your password has been reset. Please sign in with the new one.",
  "accounts.password.changed": "Your password has been changed.",
  "accounts.deactivate.done":
    "The account has been deactivated and can no longer be used to sign in.",

  "accounts.verification.done": "Your e-mail address has been verified.",
  "accounts.verification.invalidCode": "The verification code is wrong or has expired.",
  "accounts.verification.invalidLink":
    "This verification link is invalid or has expired. Please send a new verification e-mail.",
  "accounts.verification.alreadyVerified": "Your e-mail address is already verified.",
  "accounts.verification.sent": "We have sent a verification e-mail to {email}.",
  "accounts.verification.cooldown":
    "Please wait {seconds} seconds before asking for another verification e-mail.",

  "accounts.mail.greeting": "Hello {name},",
  "accounts.mail.signature": "The Tablestart team",
  "accounts.mail.verify.subject": "Tablestart: please verify your e-mail address",
  "accounts.mail.verify.body":
    "Your verification code is: {code}\n\nOr verify by opening this link:\n{link}\n\nThe code and the link work for {hours} hours. If you did not sign up for Tablestart or change your e-mail address, please ignore this e-mail.",
  "accounts.mail.reset.subject": "Tablestart: reset your password",
  "accounts.mail.reset.body":
    "We received a request to reset the password of your Tablestart account ({username}). Set a new password with this link:\n{link}\n\nThe link works for {minutes} minutes and only once. If you did not ask for this, please ignore this e-mail: your password stays as it is.",

  "accounts.error.wrongPassword": "The password is wrong.",
  "accounts.mail.greetingNoName": "Hello,",
  "accounts.mail.emailChanged.subject": "Tablestart: your e-mail address was changed",
  "accounts.mail.emailChanged.body":
    "The e-mail address of your Tablestart account ({username}) was changed from this address to {email}. From now on, every notice goes to the new address.\n\nIf you made this change, there is nothing to do. If you did not, please contact us at once: {contact}",

  "accounts.delete.done":
    "Your account and its data have been deleted. Upcoming bookings, yours and those at your places, have been cancelled and the other side told; owners keep only records of past bookings that no longer identify you (time, party size and amount), as the privacy policy explains.",
  "accounts.mail.deleted.subject": "Tablestart: your account has been deleted",
  "accounts.mail.deleted.body":
    "Your Tablestart account ({username}) has been deleted as asked, with its personal details, device records, reviews, listed places and uploaded pictures and files; this cannot be undone. Upcoming bookings have been cancelled and the other side told; owners keep only records of past bookings that no longer identify you (time, party size and amount). This is the last e-mail we send to this address.\n\nIf you did not ask for this, please contact us at once: {contact}",
  "accounts.export.note.about":
    "Everything Tablestart held about your account when this file was made (a data access request under the Personal Data (Privacy) Ordinance). Times are in UTC.",
  "accounts.export.note.account":
    "account: your account and profile details, including whether your e-mail address is verified. A deactivated account is deleted 12 months after deactivation, as deleting it in the app would (see the privacy policy).",
  "accounts.export.note.emailVerifications":
    "email_verifications: the verification e-mails we sent (address, dates, whether used).",
  "accounts.export.note.passwordResets":
    "password_resets: requests to reset the password (address and dates).",
  "accounts.export.note.devices":
    "devices: the devices you signed in on, for push notifications; forgotten on deactivation.",
  "accounts.export.note.media": "media: the pictures you uploaded, with the address of each size.",
  "accounts.export.note.directory":
    "places, files, reviews, wishlist: the places you submitted, the files you uploaded for them, your reviews and your saved places.",
  "accounts.export.note.bookings":
    "bookings: the bookings you made as a customer, with the contact details you gave.",
  "accounts.export.note.questionnaire": "questionnaire: your answers to the owner questionnaire.",
  "accounts.export.note.enquiries":
    "Enquiries sent through the website's contact form are not linked to accounts, so they are not in this file; contact us to see or delete them.",
  "accounts.export.note.secrets":
    "Passwords, sign-in tokens and the codes and links in our e-mails are stored only as hashes and are not exported.",

  "accounts.error.reauthenticate":
    "To keep your account safe, this needs a fresh sign-in: please sign out, sign in again, then try again within {minutes} minutes.",
  "accounts.mail.passwordChanged.subject": "Tablestart: your password was changed",
  "accounts.mail.passwordChanged.body":
    "The password of your Tablestart account ({username}) was changed on {date} at {time} (Hong Kong time). Every device has been signed out: please sign in again with the new password.\n\nIf you made this change, there is nothing to do. If you did not, reset your password at once here:\n{link}\nand contact us: {contact}",
  "accounts.unverified.review.email":
    "Before you write a review, please verify your e-mail address: open the link in the verification e-mail we sent to {email}. If you cannot find it, sign in at {link} to send another.",
  "accounts.unverified.review.personalInfo":
    "Before you write a review, please sign in at {link} and fill in your first name, last name and phone number.",
  "accounts.unverified.review.both":
    "Before you write a review, please sign in at {link} to verify your e-mail address ({email}) and fill in your first name, last name and phone number.",
};
