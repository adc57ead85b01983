import type { LegalText } from "./legal-text.ts";

// The terms of use in English, written by hand to match terms.tc.ts section for section.
export const termsEn: LegalText = {
  title: "Terms of use",
  updated: "Last updated: 23 November 2026",
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
            "App accounts: you can open an account under /app. The restaurant directory, bookings and reviews are not available yet.",
          ],
        },
        {
          p: "The information on the website is for general reference only. We may change, suspend or stop any part of the website at any time.",
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
      id: "content",
      heading: "Content you submit",
      blocks: [
        {
          p: "Content you submit through the website (such as enquiries and the text and photo on your profile) remains yours. You allow us to store, process and display it as far as we need to provide the service. You must have the right to submit it, and it must not infringe anyone else’s rights. We may remove content that breaks these terms.",
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
          p: "To the extent the law allows, we are not liable for any loss (including loss of profit, business or data) arising from the use of, or inability to use, the website, the calculator or the templates. Nothing in these terms excludes or limits liability that the law does not allow to be excluded or limited, such as liability for death or personal injury caused by negligence.",
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
