import type { LegalText } from "./legal-text.ts";

// The terms of use in English, written by hand to match terms.tc.ts section for section.
export const termsEn: LegalText = {
  title: "Terms of use",
  updated: "Last updated: 28 November 2026",
  contents: "Contents",
  operator: "the operator of this website",
  intro: [
    {
      p: "Tablestart (this website and the app under /app) is run by {operator} (“we”, “us”). By using the website you agree to these terms; if you do not agree, please do not use it.",
      ifNoName:
        "Tablestart (this website and the app under /app) is run by the operator of this website (“we”, “us”). By using the website you agree to these terms; if you do not agree, please do not use it.",
    },
  ],
  sections: [
    {
      id: "services",
      heading: "What the website offers",
      blocks: [
        {
          ul: [
            "A free forecast calculator: it estimates a restaurant’s opening costs and monthly profit and loss from the figures you enter and the assumptions the website states. The results are an estimate, not financial, legal or tax advice; real figures depend on the premises, the way you operate and the market.",
            "Document templates: a starting point to download and adapt to your own situation. Each template was checked against Hong Kong law as at the date shown on it, but the law changes and no template fits every case, so they are not legal advice. Ask a lawyer or another professional where you need to before using one.",
            "Consulting services: the consulting the website describes is provided only under a separate agreement with us, whose scope, fees and responsibilities prevail.",
            "The restaurant directory under /app: places listed by their owners, with their hours, prices and photos. An administrator checks a place before it is published.",
            "Bookings: you can book a table or a service at a place that takes bookings, signed in or as a guest who confirms their e-mail address.",
            "Reviews: signed-in users whose e-mail address is verified can rate and review places.",
          ],
        },
        {
          p: "The toolkit’s information is for general reference only. What a listing says about a place (its hours, prices, photos and booking rules) comes from the place’s owner. We may change, suspend or stop any part of the website at any time.",
        },
      ],
    },
    {
      id: "use",
      heading: "Acceptable use",
      blocks: [
        { p: "When you use the website, you must not:" },
        {
          ul: [
            "break any law or infringe anyone’s rights, including privacy and intellectual property;",
            "submit false, misleading, defamatory, obscene or malicious content, or pretend to be someone else;",
            "send spam or sales messages through the enquiry form or an account;",
            "try to get into the website’s systems or other people’s accounts without permission, or disrupt or overload the website (for example with large numbers of automated requests);",
            "upload viruses or other harmful code.",
          ],
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          ul: [
            "Give true details, and keep them up to date.",
            "Keep your password safe and do not share it. You are responsible for what is done through your account. If you think someone else is using it, change your password at once and tell us.",
            "We may suspend or close an account used for abuse or in breach of these terms.",
            "You can deactivate or delete your account in the app at any time. How we handle account data is set out in the privacy policy.",
          ],
        },
      ],
    },
    {
      id: "bookings",
      heading: "Bookings: the place is who you book with",
      blocks: [
        {
          p: "Tablestart is a platform: it lists places and passes bookings between guests and places. When you book, your contract for the meal or the service (its price, any deposit and the place’s rules) is with the restaurant or other business that runs the place (“the place”), not with us. We do not act for the place, and we do not collect its money: whatever you pay for a booking is paid to the place (see “Deposits and payment”).",
        },
        {
          p: "A booking is a request until the place accepts it; the app and an e-mail tell you when it is accepted, declined or changed. A request the place has not answered within 48 hours, or by the time it begins if that is sooner, lapses and you are told. Before you send a booking, the form shows the place’s rules for it: the price or deposit, how to pay and the cancellation cut-off.",
        },
      ],
    },
    {
      id: "payments",
      heading: "Deposits and payment",
      blocks: [
        {
          ul: [
            "Deposits: a place may ask for a deposit or the full price when you book. The form shows the amount and how it is counted (per booking, per person and so on). A deposit is deducted from your bill at the place unless the place says otherwise on the form. A service charge (usually 10%) is added to the bill at the place as the form shows, and is not part of the deposit.",
            "Cash: you pay the place, at the place.",
            "Bank transfer or FPS: you pay straight into the place’s own account, which the booking shows you; the money never passes through us. The place records in the app when it has arrived. If the place has set a deadline for paying, your booking and its e-mail show it; a request still unpaid at the deadline is released (cancelled) and you are told.",
            "Card: where a place offers card payment, you pay through Stripe’s checkout page, and the payment is made to the place itself, on the place’s own Stripe account. The place is the merchant: its name is the one on your card statement. Stripe processes your card; we never see your card details. The place handles any refund beyond those the app makes automatically (see “Cancelling, refunds and no-shows”) and any dispute about the charge. If we take a platform fee, it is charged to the place, never added to your price.",
          ],
        },
      ],
    },
    {
      id: "cancellation",
      heading: "Cancelling, refunds and no-shows",
      blocks: [
        {
          ul: [
            "Cancelling: you can cancel a booking in the app until the place’s cancellation cut-off, which the form shows before you book (for example, 24 hours before the start); a place without one lets you cancel until the booking starts. After the cut-off, or if the app does not offer to cancel, contact the place.",
            "Refunds: if you cancel before the cut-off, or the place declines, cancels or closes, or your request lapses, whatever you paid for the booking is owed back to you in full. A card payment is refunded automatically through Stripe to the same card (your bank may take several working days to show it). Money paid by bank transfer, FPS or cash is refunded by the place itself; the app shows it as “refund due” until the place records that it has sent it.",
            "No-shows and late cancellation: if you do not come, or cancel after the cut-off, the place may keep the deposit or what you paid for the booking, as the form shows.",
            "Changes by the place: a place may move a booking to another time or table, and you are told by e-mail. If the new time does not suit you, you may cancel and have what you paid refunded, even after the cut-off; if the app no longer lets you cancel, contact the place.",
          ],
        },
      ],
    },
    {
      id: "closures",
      heading: "Typhoons, black rain and other closures",
      blocks: [
        {
          p: "When Typhoon Signal No. 8 or above is hoisted or the Black Rainstorm Warning is in force, a place may close, and it may also close for a holiday, a private event or another reason. When a place closes through the app, every booking in the closed hours is cancelled without penalty to you, you are told by e-mail with the reason, and any deposit or payment is refunded in full as set out under “Cancelling, refunds and no-shows”. Reopening does not bring a cancelled booking back.",
        },
      ],
    },
    {
      id: "places",
      heading: "What a place’s owner must do",
      blocks: [
        {
          p: "If you list a place and take bookings, you are the business guests contract with, and you must:",
        },
        {
          ul: [
            "keep the listing accurate: the hours, prices, photos, booking rules and your contact and payment details;",
            "hold the licences the place needs (for a restaurant, the licence from the Food and Environmental Hygiene Department) and follow the law that applies to your business;",
            "honour the bookings you accept, at the time, price and terms shown when the guest booked;",
            "charge the prices as shown, including the 10% service charge only where your listing says so;",
            "refund what a guest is owed as these terms say, and record it in the app;",
            "if you take card payments, connect your own Stripe account: you are the merchant for those payments under your own agreement with Stripe, Stripe charges its fees to your account, and you handle any dispute and any refund the app does not make itself. A platform fee, if {operator} sets one, is shown where you connect your account and is taken from each card payment; it is returned when the app refunds a payment in full;",
            "use guests’ personal data only to serve their bookings, as a data user under the Personal Data (Privacy) Ordinance yourself (see the privacy policy).",
          ],
        },
        {
          p: "If a guest chooses bank transfer, the bank and FPS details you enter are shown to that guest after booking. We may suspend a listing or its bookings if it breaks these terms.",
        },
      ],
    },
    {
      id: "reviews",
      heading: "Reviews and moderation",
      blocks: [
        {
          ul: [
            "Write only about your own experience of the place, honestly. You may review a place once; writing again updates your review.",
            "Owners may not review their own places, and nobody may offer or accept payment or another benefit for a review.",
            "Reviews must not be defamatory, abusive, discriminatory or obscene, must not include anyone else’s personal data, and must not advertise.",
            "Reviews are published at once and are not checked in advance. We may remove a review, or suspend an account, that breaks these rules, whether we find it ourselves or someone tells us about it. We do not edit a review to change its meaning.",
          ],
        },
      ],
    },
    {
      id: "content",
      heading: "Content you submit",
      blocks: [
        {
          p: "Content you submit through the website (such as enquiries, reviews, the places you list and the text and photo on your profile) remains yours. You allow us to store, process and display it as far as we need to provide the service. You must have the right to submit it, and it must not infringe anyone else’s rights. We may remove content that breaks these terms.",
        },
      ],
    },
    {
      id: "ip",
      heading: "Intellectual property",
      blocks: [
        {
          p: "The website’s text, design, software, calculator and document templates belong to us or our licensors. You may download the templates and adapt them for use in your own business, but you may not sell the templates themselves, changed or not, or pass them on as templates.",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "No warranty",
      blocks: [
        {
          p: "The website, the calculator and the templates are provided “as is”. To the extent the law allows, we do not promise that the information on the website is accurate, complete or up to date, or that the website will be uninterrupted or free of errors. Before making business, financial, legal or tax decisions, ask a suitable professional.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          p: "To the extent the law allows, we are not liable for any loss (including loss of profit, business or data) arising from the use of, or inability to use, the website, the calculator or the templates, or from what a place does or fails to do: the place is responsible for its meal or service and for the bookings it accepts.",
        },
        {
          p: "Nothing in these terms excludes or limits liability that the law does not allow to be excluded or limited, such as liability for death or personal injury caused by negligence (Control of Exemption Clauses Ordinance, Cap. 71), and nothing in them takes away your rights as a consumer under Hong Kong law, for example under the Trade Descriptions Ordinance (Cap. 362) or the Supply of Services (Implied Terms) Ordinance (Cap. 457).",
        },
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      blocks: [
        {
          p: "How we collect and use your personal data is set out in the privacy policy and personal information collection statement.",
          link: "privacy",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          p: "We will change these terms when we add features or when we need to, and update the “last updated” date at the top. If you go on using the website after a change takes effect, you accept the changed terms.",
        },
        {
          p: "These terms are published in Traditional Chinese, Simplified Chinese and English. If the versions differ, the Traditional Chinese version prevails.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      blocks: [
        {
          p: "These terms are governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region. You submit to the non-exclusive jurisdiction of the Hong Kong courts.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          p: "If you have any questions about these terms, please e-mail {email}.",
          ifNoEmail:
            "This website has no contact address set up yet, so it takes no enquiries for now.",
        },
      ],
    },
  ],
};
