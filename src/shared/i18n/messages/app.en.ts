import type { appTc } from "./app.tc.ts";

// The directory app's screens in British (Hong Kong) English, written by hand; spread into en.ts.
export const appEn: Record<keyof typeof appTc, string> = {
  "app.name": "Tablestart",
  "app.tabs": "App sections",
  "app.tab.account": "Account",
  "app.tab.settings": "Settings",
  "app.continue": "Continue",
  "app.cancel": "Cancel",
  "app.retry": "Try again",
  "app.notSet": "Not given",

  "app.form.fixErrors": "Please correct the fields marked below.",
  "app.form.optional": "(optional)",
  "app.form.showPasswords": "Show password",

  "app.home.title": "My account",
  "app.home.welcomeTitle": "Welcome to Tablestart",
  "app.home.welcomeBody":
    "Sign in to manage your profile and account. No account yet? Signing up takes a minute.",
  "app.home.signIn": "Sign in",
  "app.home.signUp": "Create an account",
  "app.home.verifyTitle": "Finish setting up your account",
  "app.home.verifyBody":
    "Verify your e-mail address and add your personal details to use every feature.",
  "app.home.verifyAction": "Finish now",
  "app.home.profile": "Profile",
  "app.home.editProfile": "Edit profile",
  "app.home.changePassword": "Change password",
  "app.home.deactivate": "Deactivate account",
  "app.home.personalData": "Download my data",
  "app.home.deleteAccount": "Delete my account",
  "app.home.signOut": "Sign out",
  "app.home.signedOut": "You have signed out.",
  "app.home.accountMenu": "Account options",

  "app.signIn.title": "Sign in",
  "app.signIn.username": "Username or e-mail address",
  "app.signIn.password": "Password",
  "app.signIn.submit": "Sign in",
  "app.signIn.forgot": "Forgotten your password?",
  "app.signIn.noAccount": "No account yet?",
  "app.signIn.signUp": "Create one",

  "app.signUp.title": "Sign up",
  "app.signUp.username": "Username",
  "app.signUp.usernameHint": "3 to 60 characters: letters, digits, “.”, “-” and “_”.",
  "app.signUp.email": "E-mail address",
  "app.signUp.emailHint": "We will send a verification code to this address.",
  "app.signUp.password": "Password",
  "app.signUp.passwordHint": "At least 8 characters.",
  "app.signUp.terms": "I have read and accept Tablestart’s {terms} and {privacy}.",
  "app.signUp.termsLink": "terms of use",
  "app.signUp.privacyLink": "privacy policy",
  "app.signUp.submit": "Sign up",
  "app.signUp.haveAccount": "Already have an account?",
  "app.signUp.signIn": "Sign in",

  "app.forgot.title": "Forgotten password",
  "app.forgot.intro":
    "Enter the e-mail address you signed up with and we will send you a link to reset your password.",
  "app.forgot.email": "E-mail address",
  "app.forgot.submit": "Send reset link",
  "app.forgot.backToSignIn": "Back to sign in",

  "app.reset.title": "Reset password",
  "app.reset.intro": "Choose a new password for your account.",
  "app.reset.newPassword": "New password",
  "app.reset.confirmPassword": "New password again",
  "app.reset.submit": "Reset password",
  "app.reset.missingToken":
    "This link is incomplete. Open the full link from the e-mail, or ask for a new one.",
  "app.reset.requestAgain": "Ask for a new reset link",

  "app.verifyLink.title": "Verify e-mail",
  "app.verifyLink.checking": "Verifying your e-mail address…",
  "app.verifyLink.missingToken":
    "This verification link is incomplete. Open the full link from the e-mail, or enter the code on your account page.",
  "app.verifyLink.toAccount": "Go to account verification",
  "app.verifyLink.signIn": "Sign in",
  "app.verifyLink.continue": "Continue",

  "app.account.title": "Verify your account",
  "app.account.intro": "Finish these two steps to use every feature.",
  "app.account.emailStep": "1. Verify your e-mail address",
  "app.account.emailSent":
    "We have sent a 6-digit code to {email}. Enter it below, or open the link in the e-mail.",
  "app.account.emailDone": "Your e-mail address is verified.",
  "app.account.code": "Verification code",
  "app.account.verify": "Verify",
  "app.account.resend": "Send the e-mail again",
  "app.account.resendIn": "Send again in {seconds} s",
  "app.account.infoStep": "2. Add your personal details",
  "app.account.infoIntro": "Restaurants need your name and phone number for a booking.",
  "app.account.infoDone": "Your personal details are complete.",
  "app.account.saveInfo": "Save details",
  "app.account.allDone": "Your account is verified.",
  "app.account.toProfile": "View your profile",

  "app.profile.title": "Profile",
  "app.profile.edit": "Edit",
  "app.profile.username": "Username",
  "app.profile.displayName": "Display name",
  "app.profile.firstName": "First name",
  "app.profile.lastName": "Last name",
  "app.profile.email": "E-mail address",
  "app.profile.phone": "Phone number",
  "app.profile.birthday": "Date of birth",
  "app.profile.gender": "Gender",
  "app.profile.gender.female": "Female",
  "app.profile.gender.male": "Male",
  "app.profile.gender.unset": "Prefer not to say",
  "app.profile.url": "Website",
  "app.profile.description": "About me",

  "app.editProfile.title": "Edit profile",
  "app.editProfile.photo": "Photo",
  "app.editProfile.choosePhoto": "Choose a photo",
  "app.editProfile.removePhoto": "Remove photo",
  "app.editProfile.photoHint": "A JPEG, PNG, WebP, GIF or AVIF image.",
  "app.editProfile.uploading": "Uploading… {percent}%",
  "app.editProfile.uploaded": "Photo uploaded. It will be used once you save.",
  "app.editProfile.photoRemoved": "The photo will be removed once you save.",
  "app.editProfile.keepPhoto": "Keep the current photo",
  "app.editProfile.photoNotUsed":
    "The photo you chose could not be used, so no changes have been saved. Choose another photo, or keep the current one, then save again.",
  "app.editProfile.emailHint": "A new e-mail address has to be verified again.",
  "app.editProfile.currentPassword": "Current password",
  "app.editProfile.currentPasswordHint":
    "To change your e-mail address, enter your current password to confirm it is you.",
  "app.editProfile.phoneHint":
    "8 digits for a Hong Kong number; elsewhere, start with “+” and the country code.",
  "app.editProfile.save": "Save",
  "app.editProfile.collectionNotice":
    "We use these details to run your account and handle your bookings; you can see, correct or delete them at any time. See our {pics}.",
  "app.editProfile.picsLink": "personal information collection statement",
  "app.editProfile.saved": "Your profile has been saved.",

  "app.changePassword.title": "Change password",
  "app.changePassword.old": "Current password",
  "app.changePassword.oldHint": "Leave blank if your account has never had a password.",
  "app.changePassword.new": "New password",
  "app.changePassword.newHint": "At least 8 characters.",
  "app.changePassword.confirm": "New password again",
  "app.changePassword.submit": "Change password",

  "app.deactivate.title": "Deactivate account",
  "app.deactivate.body":
    "Deactivating signs you out at once, and the account can no longer be used to sign in. You cannot reactivate it yourself.",
  "app.deactivate.submit": "Deactivate account",
  "app.deactivate.confirmTitle": "Deactivate your account?",
  "app.deactivate.confirmBody": "Once deactivated, this account can no longer sign in.",
  "app.deactivate.confirm": "Deactivate",
  "app.deactivate.password": "Password",
  "app.deactivate.passwordHint": "Enter your password to confirm it is you.",
  "app.deactivate.retention":
    "12 months after deactivation, the account is deleted automatically, as deleting it in the app would (see the privacy policy).",
  "app.deactivated.title": "Your account is deactivated",
  "app.deactivated.website": "Go to the Tablestart website",
  "app.deactivated.signIn": "Sign in with another account",

  "app.personalData.title": "Your data",
  "app.personalData.intro":
    "Download everything we hold about your account, whenever you like: your account and profile details, verification and password-reset records, devices, and the pictures you uploaded. The file is JSON, with notes explaining each part.",
  "app.personalData.download": "Download my data",
  "app.personalData.downloaded": "Downloaded {filename}.",
  "app.personalData.deleteTitle": "Delete your account",
  "app.personalData.deleteBody":
    "No longer using Tablestart? You can delete your account and its data for good.",
  "app.personalData.deleteLink": "Delete my account",

  "app.deleteAccount.title": "Delete my account",
  "app.deleteAccount.body":
    "Your account and its data are deleted at once and for good: your profile, device records, verification records, reviews, saved places, the places you list and the pictures and files you uploaded. Upcoming bookings, yours and those at your places, are cancelled and the other side told; owners keep only records of bookings that no longer identify you (time, party size and amount). This cannot be undone; to use Tablestart again you would sign up afresh.",
  "app.deleteAccount.downloadFirst": "Before you delete it, you can download your data.",
  "app.deleteAccount.submit": "Delete my account for good",
  "app.deleteAccount.confirmTitle": "Delete your account?",
  "app.deleteAccount.confirmBody":
    "Your account and its data will be deleted now, for good, and upcoming bookings cancelled. This cannot be undone.",
  "app.deleteAccount.confirm": "Delete",

  "app.settings.title": "Settings",
  "app.settings.intro":
    "These settings also apply to the Tablestart website, and are kept on this device only.",
};
