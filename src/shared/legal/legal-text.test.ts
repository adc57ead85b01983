import { describe, expect, it } from "vitest";
import { LEGAL_SC_MODULES, legalScText, renderLegalScModule } from "./legal-sc.ts";
import {
  LEGAL_LAST_UPDATED,
  type LegalBlock,
  type LegalText,
  resolveLegalText,
} from "./legal-text.ts";
import { privacyEn } from "./privacy.en.ts";
import { privacySc } from "./privacy.sc.generated.ts";
import { privacyTc } from "./privacy.tc.ts";
import { termsEn } from "./terms.en.ts";
import { termsSc } from "./terms.sc.generated.ts";
import { termsTc } from "./terms.tc.ts";

const TEXTS = {
  privacy: { tc: privacyTc, sc: privacySc, en: privacyEn },
  terms: { tc: termsTc, sc: termsSc, en: termsEn },
};
const ALL = Object.values(TEXTS).flatMap((byLanguage) => Object.values(byLanguage));

/** Every block kind, section and anchor, in order: the languages must match one for one. */
const outline = (text: LegalText) => ({
  intro: text.intro.map(kind),
  sections: text.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(kind) })),
});
function kind(block: LegalBlock): string {
  if ("ul" in block) return `ul×${block.ul.length}`;
  if ("h3" in block) return `h3#${block.id ?? ""}`;
  return ["p", block.ifNoName ? "name" : "", block.ifNoEmail ? "email" : "", block.link ?? ""].join(
    "|",
  );
}
const paragraphs = (text: LegalText) =>
  [...text.intro, ...text.sections.flatMap((section) => section.blocks)].flatMap((block) =>
    "p" in block ? [block] : [],
  );
const strings = (text: LegalText) => JSON.stringify(text);

describe.each(Object.entries(TEXTS))("the %s text", (_name, byLanguage) => {
  it("has the same sections, anchors and blocks in every language", () => {
    expect(outline(byLanguage.sc)).toEqual(outline(byLanguage.tc));
    expect(outline(byLanguage.en)).toEqual(outline(byLanguage.tc));
  });

  it.each(Object.entries(byLanguage))(
    "in %s, says it was last updated on the date the page's <time> carries",
    (language, text) => {
      const [year, month, day] = LEGAL_LAST_UPDATED.split("-").map(Number);
      expect(text.updated).toContain(
        language === "en"
          ? `${day} ${new Date(LEGAL_LAST_UPDATED).toLocaleString("en-GB", { month: "long" })} ${year}`
          : `${year}年${month}月${day}日`,
      );
    },
  );

  it("gives every paragraph that shows the e-mail address a wording for no address", () => {
    for (const text of Object.values(byLanguage)) {
      for (const paragraph of paragraphs(text)) {
        if (paragraph.p.includes("{email}")) expect(paragraph.ifNoEmail).toBeDefined();
        expect(paragraph.ifNoEmail ?? "").not.toContain("{email}");
      }
    }
  });
});

describe("the privacy policy", () => {
  it("has the collection statement as its own section, anchored #pics", () => {
    for (const text of Object.values(TEXTS.privacy)) {
      expect(text.sections.map((section) => section.id)).toContain("pics");
    }
  });

  it("tells what DPP1(3) asks for, in each language", () => {
    const pics = (text: LegalText) => strings({ ...text, sections: text.sections.slice(0, 1) });
    expect(pics(privacyTc)).toMatch(/必須還是自願[\s\S]*資料會交給誰[\s\S]*查閱及改正[\s\S]*聯絡/);
    expect(pics(privacyEn)).toMatch(
      /Obligatory or voluntary[\s\S]*Who we pass your data to[\s\S]*Access and correction[\s\S]*Whom to contact/,
    );
  });

  it("says what bookings and the questionnaire collect, and that a place's owner receives a booking", () => {
    const pics = (text: LegalText) => strings({ ...text, sections: text.sections.slice(0, 1) });
    expect(pics(privacyEn)).toMatch(
      /Bookings: [\s\S]*owner questionnaire: [\s\S]*the owner of a place you book/,
    );
    expect(pics(privacyTc)).toMatch(/預約：[\s\S]*開業問卷：[\s\S]*你所預約地點的店主/);
    expect(pics(privacyEn)).not.toContain("is not shown to other users");
  });

  it("states the retention the product keeps to", () => {
    expect(strings(privacyTc)).toContain("24 個月");
    expect(strings(privacyTc)).toContain("12 個月");
    expect(strings(privacyEn)).toContain("24 months");
    expect(strings(privacyEn)).toContain("12 months after deactivation");
    expect(strings(privacyEn)).toContain(
      "uploads never saved with a place are deleted after 7 days",
    );
    expect(strings(privacyTc)).toContain("7 日後刪除");
  });
});

/** The words each language uses for what the terms must cover (review 2, L1). */
const TERMS_MUST_NAME = {
  tc: {
    contractingParty: "合約（包括價錢、訂金及地點的規則）是你與經營該地點的餐廳或其他商戶",
    deposits: "訂金會在你於地點結賬時從賬單扣除",
    cancellation: "取消期限",
    refunds: "經 Stripe 自動退回原卡",
    transferRefunds: "由地點自行退還",
    noShows: "失約",
    typhoon: "八號或以上熱帶氣旋警告信號",
    blackRain: "黑色暴雨警告信號",
    cardCollector: "款項直接付給地點，存入地點自己的 Stripe 帳戶",
    cardMerchant: "地點是收款的商戶",
    platformFee: "平台費向地點收取，絕不會加在你的價錢上",
    reviews: "評論及審核",
    cap71: "第71章",
  },
  sc: {
    contractingParty: "合约（包括价钱、订金及地点的规则）是你与经营该地点的餐厅或其他商户",
    deposits: "订金会在你于地点结账时从账单扣除",
    cancellation: "取消期限",
    refunds: "经 Stripe 自动退回原卡",
    transferRefunds: "由地点自行退还",
    noShows: "失约",
    typhoon: "八号或以上热带气旋警告信号",
    blackRain: "黑色暴雨警告信号",
    cardCollector: "款项直接付给地点，存入地点自己的 Stripe 账户",
    cardMerchant: "地点是收款的商户",
    platformFee: "平台费向地点收取，绝不会加在你的价钱上",
    reviews: "评论及审核",
    cap71: "第71章",
  },
  en: {
    contractingParty: "with the restaurant or other business that runs the place",
    deposits: "A deposit is deducted from your bill at the place",
    cancellation: "cancellation cut-off",
    refunds: "refunded automatically through Stripe to the same card",
    transferRefunds: "refunded by the place itself",
    noShows: "No-shows",
    typhoon: "Typhoon Signal No. 8",
    blackRain: "Black Rainstorm Warning",
    cardCollector: "the payment is made to the place itself, on the place’s own Stripe account",
    cardMerchant: "The place is the merchant",
    platformFee: "charged to the place, never added to your price",
    reviews: "Reviews and moderation",
    cap71: "Cap. 71",
  },
} as const;

describe("the terms of use", () => {
  it.each(Object.entries(TERMS_MUST_NAME))(
    "in %s, say what a booking means: who you contract with, deposits, cancelling, refunds, no-shows, closures, card money and reviews",
    (language, words) => {
      const text = strings(TEXTS.terms[language as keyof typeof TERMS_MUST_NAME]);
      for (const phrase of Object.values(words)) expect(text).toContain(phrase);
    },
  );

  // Card money goes to the place's own connected account (decision 079), never the operator's.
  it.each(Object.entries(TEXTS.terms))(
    "in %s, no longer say card payments are collected on the operator's Stripe account",
    (_language, text) => {
      expect(strings(text)).not.toMatch(/\{operator\}(’s own|的) Stripe|代地[點点]收取/);
      expect(strings(text)).not.toContain("on its behalf");
    },
  );

  it("no longer say the directory, bookings or reviews are not available", () => {
    expect(strings(termsEn)).not.toContain("not available yet");
    expect(strings(termsTc)).not.toContain("尚未推出");
    expect(strings(termsSc)).not.toContain("尚未推出");
  });
});

describe("the privacy policy's booking notice", () => {
  const must = {
    tc: [
      "保存 90 日，之後刪除",
      "我們不需要任何健康資料",
      "以獨立的資料使用者身分使用",
      "會向選擇銀行轉賬的客人顯示",
      "Stripe 在地點自己的 Stripe 帳戶上為地點處理付款",
    ],
    sc: [
      "保存 90 日，之后删除",
      "我们不需要任何健康资料",
      "以独立的资料使用者身份使用",
      "会向选择银行转账的客人显示",
      "Stripe 在地点自己的 Stripe 账户上为地点处理付款",
    ],
    en: [
      "kept for 90 days, then deleted",
      "we do not need any health data",
      "uses them as a separate data user",
      "shown to the guests who choose bank transfer",
      "Stripe processes the payment for the place, on the place’s own Stripe account",
    ],
  } as const;

  it.each(Object.entries(must))(
    "in %s, states log retention, the notes field, the place as a data user, its bank details and who processes its card payments",
    (language, phrases) => {
      const text = strings(TEXTS.privacy[language as keyof typeof must]);
      for (const phrase of phrases) expect(text).toContain(phrase);
      expect(text).not.toMatch(/hosting set-up|主機設定|主机设置/);
    },
  );
});

describe("resolveLegalText", () => {
  it("names the configured consultancy and links the configured address", () => {
    const text = resolveLegalText(privacyEn, { operatorName: "Good Food Ltd", email: "a@b.hk" });
    expect(strings(text)).toContain("run by Good Food Ltd");
    expect(strings(text)).not.toContain("{operator}");
    expect(strings(text)).toContain("{email}");
  });

  it.each(ALL.map((text) => [text.title, text] as const))(
    "%s: without configuration, names no one and offers no address",
    (_title, source) => {
      const text = resolveLegalText(source, { operatorName: null, email: null });
      expect(strings(text)).not.toContain("{operator}");
      expect(strings(text)).not.toContain("{email}");
      expect(strings(text)).not.toMatch(/"ifNo(Name|Email)"/);
    },
  );
});

describe("the Simplified Chinese texts", () => {
  const generated: Record<string, LegalText> = { privacySc, termsSc };
  it.each(LEGAL_SC_MODULES)("$target is up to date (run `npm run i18n:sc`)", (module) => {
    expect(generated[module.exportName]).toEqual(legalScText(module.source));
    expect(renderLegalScModule(module)).toContain(`export const ${module.exportName}`);
  });

  it("uses mainland words but keeps the Ordinance's name", () => {
    const text = strings(privacySc);
    expect(text).toContain("隐私政策");
    expect(text).toContain("《个人资料（私隐）条例》");
    for (const hongKong of ["电邮", "伺服器", "上载", "帐户", "「"])
      expect(text).not.toContain(hongKong);
  });
});
