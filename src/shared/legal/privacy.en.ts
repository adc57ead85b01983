import type { LegalText } from "./legal-text.ts";

// The privacy policy and personal information collection statement in English, written by hand to
// match privacy.tc.ts section for section.
export const privacyEn: LegalText = {
  title: "Privacy policy and personal information collection statement",
  updated: "Last updated: 28 November 2026",
  contents: "Contents",
  operator: "the operator of this website",
  intro: [
    {
      p: "Tablestart (this website and the app under /app) is run by {operator}. In this policy, “we”, “us” and “our” mean {operator}, the data user under the Personal Data (Privacy) Ordinance (Cap. 486, “the Ordinance”).",
      ifNoName:
        "In this policy, “we”, “us” and “our” mean the operator of Tablestart (this website and the app under /app), the data user under the Personal Data (Privacy) Ordinance (Cap. 486, “the Ordinance”).",
    },
    {
      p: "This policy says what personal data we collect, what we use it for, who we pass it to, how long we keep it, and how you can see, correct and delete it. It covers this website, the directory and booking app under /app, and the server the mobile apps connect to.",
    },
  ],
  sections: [
    {
      id: "pics",
      heading: "Personal information collection statement",
      blocks: [
        {
          p: "As Data Protection Principle 1 in Schedule 1 to the Ordinance requires, we tell you the following on or before collecting your personal data.",
        },
        { h3: "The enquiry form", id: "pics-enquiry" },
        {
          ul: [
            "What we collect: the name, contact (e-mail address or phone number) and message you enter, and whether you agree to our using them to reply to you. The system also records your IP address and your browser’s user agent.",
            "Purpose: to reply to your enquiry and follow up the matter you ask about. The IP address and user agent are used only to prevent abuse and spam and to keep the website secure.",
            "Obligatory or voluntary: giving us your data is voluntary, but every field of the form must be filled in; without them we cannot receive or answer your enquiry through the form.",
            "How it is handled: the enquiry is stored in our database and mailed to our contact mailbox through our e-mail (SMTP) provider.",
            "How long we keep it: 24 months after we receive it; it is then deleted automatically.",
          ],
        },
        { h3: "App accounts", id: "pics-accounts" },
        {
          ul: [
            "At sign-up: your username, e-mail address and password. The password is stored only as a scrypt hash: nobody, including us, can read it back.",
            "What you may add on your profile: display name, first name, last name, phone number, date of birth, gender, website address, a description and a profile photo. An uploaded photo is re-encoded and data inside it such as the GPS position is removed; we also keep the photo’s original file name.",
            "What we also record: whether your e-mail address is verified, and when the account was created and last updated. When you sign in, the app sends details of your device; we store the device identifier, model, operating system version, platform type, push notification token (if any) and the time of your last sign-in.",
            "Purpose: to open and run your account, sign you in, verify your e-mail address, send account mail such as password reset links, keep accounts secure, and run the directory’s features (the places you list, your reviews, saved places and bookings). Device details identify the devices you sign in on and will let us send notifications to the mobile app. Other users see only your display name and profile photo, beside the reviews you write and the places you list.",
            "Obligatory or voluntary: a username, e-mail address and password are needed to open an account; without them we cannot open one. Your display name starts as your username. Everything else is voluntary: you may leave it blank, and a blank field does not limit your use of the account.",
            "How long we keep it: as long as the account exists. You can delete your account at any time on the app’s account screen, and its data is deleted with it. A deactivated account is deleted automatically 12 months after deactivation.",
          ],
        },
        { h3: "Places, reviews, bookings and the owner questionnaire", id: "pics-directory" },
        {
          ul: [
            "Places you list: everything you enter for the place (its contact details, hours, photos and files) is published once an administrator approves it; your display name is shown as its author.",
            "Reviews and saved places: a review is shown with your display name and photo; your saved places are seen only by you.",
            "Bookings: the name, e-mail address, phone number, address and notes you give, the party size and the time. We use them to make the booking, pass it to the place and mail you and the place about every change. The place (the restaurant or other business you book) receives them to serve you and uses them as a separate data user: it is responsible under the Ordinance for how it handles them, and questions about its own records go to the place.",
            "The notes field: we do not need any health data. You may mention allergies or dietary needs only if you choose to; like the rest of the booking, they are sent to the place, used to serve you and kept as bookings are (see “How long we keep data”).",
            "A place’s bank and FPS details: when a place accepts bank transfer, the account name, bank, account number and FPS proxy (an FPS ID, mobile number or e-mail address, which may be the owner’s own) that its owner enters are shown to the guests who choose bank transfer, so that they can pay. Owners are told this beside those fields.",
            "Payments: for a bank transfer, the reference you use; for card payment, Stripe handles your card, and we keep only its payment reference.",
            "The owner questionnaire: your answers, the contact details you give and, when you came from the forecast, its link. The consulting team receives them to follow up.",
            "Obligatory or voluntary: a booking needs a name and an e-mail address; a visitor’s questionnaire needs an e-mail address; everything else is voluntary.",
          ],
        },
        { h3: "Who we pass your data to", id: "pics-transferees" },
        {
          ul: [
            "the hosting provider that runs the website and database for us;",
            "the e-mail provider that sends mail for us (enquiry notices, booking mails, e-mail verification and password reset mail);",
            "our staff who handle enquiries, accounts, questionnaire answers and the review of places;",
            "the owner of a place you book, who receives your booking and the contact details in it and uses them as a separate data user; if you pay by card, the place also sees the booking’s payment status in the app and the payment in its own Stripe account (never your full card number);",
            "Stripe, when you pay a booking by card: Stripe processes the payment for the place, on the place’s own Stripe account, and is responsible for your card data;",
            "anyone to whom the law or a court order requires us to disclose it.",
          ],
        },
        {
          p: "We do not sell or rent your personal data, and we do not pass it to anyone for direct marketing.",
        },
        { h3: "Access and correction", id: "pics-access" },
        {
          p: "Under the Ordinance you have the right to ask for access to, and correction of, the personal data we hold about you. Account holders can see and change their data at any time on the app’s profile screen, and on the account screen download their data as JSON or delete the account. You can also send us a data access or correction request by e-mail. We charge no fee and reply within 40 days of receiving your request.",
        },
        { h3: "Whom to contact", id: "pics-contact" },
        {
          p: "For questions about personal data and for data access or correction requests, please e-mail {email}, marked for the attention of the Data Protection Officer of {operator}.",
          ifNoEmail:
            "This website has no contact address set up yet, so it takes no enquiries for now. If you have an account, you can see, correct, download or delete your data in the app.",
        },
      ],
    },
    {
      id: "browsing",
      heading: "Browsing the website",
      blocks: [
        {
          p: "You do not need to give any personal data to browse the website, use the forecast calculator or download the document templates.",
        },
        {
          ul: [
            "Server logs: like most websites, the server writes a line for every request, with your IP address, the time and the address requested. These logs serve to keep the website secure and to find faults. They leave out what forms send and the values in an address’s query, and they are kept for 90 days, then deleted.",
            "The forecast calculator: the figures you enter are worked out in your browser and written into the page’s address, so that you can share or reopen the results. When you download the Excel file, the server builds it on the spot from the figures in the address. Our server does not store the figures, but like any request, the address may appear in the server logs described above.",
            "Your browser’s local storage (localStorage): the website stores your display settings (theme, language and font) and a randomly generated device identifier in your browser, and, if you are signed in to the app, your sign-in token. So that the app can show them without a connection, the browser also keeps a copy of the app’s files and, while you are signed in, of your saved places, your bookings and the places in them (Cache Storage); that copy is deleted when you sign out, delete or deactivate your account. They stay on your device; only the sign-in token and device details are sent to the server, when you use the app. You can clear the website’s data in your browser at any time.",
            "Cookies and tracking: the website uses no advertising or analytics cookies and has no third-party trackers, advertising or analytics services.",
            "Links to other services: if you follow the WhatsApp link, WhatsApp handles your data under its own privacy policy.",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        {
          p: "As Data Protection Principle 2 requires, we keep personal data no longer than its purpose needs:",
        },
        {
          ul: [
            "Enquiries: 24 months after we receive them, then deleted automatically.",
            "Account data: as long as the account exists. When you delete your account in the app, its data, profile photo, the pictures and files you uploaded, your reviews (the ratings of the places they were on are recounted), saved places, the places you list and device records are deleted with it. When you deactivate an account, its device records are deleted at once and the account itself 12 months later.",
            "E-mail verification and password reset records: the links are stored only as hashes, stop working when they expire, and are deleted with the account.",
            "Owner questionnaire answers: a visitor’s answers 24 months after their last change, then deleted automatically; an account holder’s answers as long as the account exists, and deleted with it.",
            "Bookings: 24 months (730 days) after the booking ends (or, for a request never given a time, after it was made), the customer’s name, contact details, address, notes and the link to their account are deleted automatically; the place, time, party size and amount stay, so the owner’s records still add up, but nobody in them can be identified. When you delete your account, your bookings that have not begun are cancelled at once (a card payment goes back to the card) and their owners told by e-mail; bookings at your places that have not begun are cancelled too, and each customer told by e-mail. The name, contact details, address, notes and link to your account are erased at once from all your bookings; owners keep only records that no longer identify you (place, time, party size, amount and payment method), because they are part of the owner’s business and accounting records.",
            "Reviews, saved places and the places you list: as long as the account exists, and deleted with it.",
            "Photos and files for a listing: deleted when the place is deleted or they are removed from it; uploads never saved with a place are deleted after 7 days.",
            "Server logs: 90 days, then deleted (see “Browsing the website” above).",
          ],
        },
      ],
    },
    {
      id: "storage",
      heading: "Where data is stored",
      blocks: [
        {
          p: "Data is stored on the servers of the hosting provider the operator chooses, and mail is sent through the e-mail provider the operator chooses. Depending on the operator’s hosting, your data may be stored or processed outside Hong Kong; Stripe, which handles card payments, may also process them outside Hong Kong.",
        },
        {
          p: "When a provider processes data for us, we use contractual or other means to require it to use the data only on our instructions, to keep it secure, and to delete it when it is no longer needed.",
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          p: "We take practicable steps to protect your personal data. For example: passwords are stored only as scrypt hashes; photos are re-encoded and stripped of data such as their GPS position; when you change your password or deactivate your account, every sign-in token issued before stops working at once; and only staff who handle enquiries or accounts can reach your data.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        {
          ul: [
            "Access and correction: see and change your data on the app’s profile screen, or send us a request by e-mail (see “Access and correction” above).",
            "Download: download your account data as JSON on the app’s account screen.",
            "Deletion: delete your account and its data on the app’s account screen; to have an enquiry deleted, e-mail us.",
            "Complaints: if you are unhappy with how we handle your personal data, please contact us first; you may also complain to the Office of the Privacy Commissioner for Personal Data, Hong Kong.",
          ],
        },
        {
          p: "We do not use your personal data for direct marketing. Should we ever wish to, we will first ask for your consent as Part 6A of the Ordinance requires.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          p: "Before we add features or change how we handle personal data, we will update this policy and the “last updated” date at its top.",
        },
        {
          p: "This policy is published in Traditional Chinese, Simplified Chinese and English. If the versions differ, the Traditional Chinese version prevails.",
        },
      ],
    },
  ],
};
