import { describe, expect, it } from "vitest";
import { readDocx, readXlsx, xlsxStrings } from "../../../tests/support/office-files.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import type { TemplateId } from "../../shared/templates/template-ids.ts";
import { TEMPLATE_REVISION } from "../../shared/templates/template-ids.ts";
import { TEMPLATE_REGISTRY } from "./template-registry.ts";

// The clauses the outside legal review (2026-11-22, findings E1–E11 and C2) asked for, found in the
// generated files of every language, not only in the text modules.

type Expected = Record<Language, readonly string[]>;

const CLAUSES: Partial<Record<TemplateId, Record<string, Expected>>> = {
  "fixed-term-contract": {
    "E1 accrued leave paid on any termination, pro rata not on summary dismissal": {
      en: [
        "However the employment ends, including by summary dismissal, annual leave already earned",
        "except on summary dismissal under section 9",
      ],
      tc: ["不論以任何方式終止（包括即時解僱）", "但按第 9 條被即時解僱者除外"],
      sc: ["不论以任何方式终止（包括即时解雇）", "但按第 9 条被即时解雇者除外"],
    },
    "E2 severance on redundancy, early termination, expiry and lay-off": {
      en: [
        "ended early by reason of redundancy, or expires without renewal by reason of redundancy) or if laid off",
        "Lay-off means no work and no wages",
      ],
      tc: ["因裁員而提早終止本合約，或因裁員而在合約期滿時不獲續約），或被停工", "停工指"],
      sc: ["因裁员而提早终止本合约，或因裁员而在合约期满时不获续约），或被停工", "停工指"],
    },
    "E2 LSP when a fixed-term contract is not renewed after 5 years; the 7-day offer": {
      en: [
        "at least five years' continuous employment is entitled to a long service payment if this contract expires and the employer does not renew it for a reason other than redundancy",
        "at least 7 days before the employment ends, the employer offered in writing to renew the contract or re-engage the employee",
        "unreasonably refused",
        "a severance or long service payment may still be due",
      ],
      tc: [
        "已連續受僱滿五年，如本合約期滿時僱主因裁員以外的原因不予續約，可獲長期服務金",
        "最少 7 天前以書面提出續約或重新聘用",
        "不合理地拒絕",
      ],
      sc: [
        "已连续受雇满五年，如本合约期满时雇主因裁员以外的原因不予续约，可获长期服务金",
        "最少 7 天前以书面提出续约或重新聘用",
        "不合理地拒绝",
      ],
    },
    "E3 18 days' wages for daily- and hourly-rated staff": {
      en: ["for daily- or hourly-rated employees, 18 days' wages", "capped at HK$15,000"],
      tc: ["日薪或時薪僱員為 18 天工資", "每年以 15,000 港元為上限"],
      sc: ["日薪或时薪雇员为 18 天工资", "每年以 15,000 港元为上限"],
    },
    "E6 MPF for catering casual staff from day 1; 60 days for regular staff only": {
      en: [
        "Casual employees in the catering industry",
        "from the first day of employment, even if it lasts only one day",
        "The 60-day enrolment period applies only to regular employees.",
      ],
      tc: ["飲食業的臨時僱員", "由受僱第一天起便須受強積金保障", "只適用於一般僱員"],
      sc: ["饮食业的临时雇员", "由受雇第一天起便须受强积金保障", "只适用于一般雇员"],
    },
    "E7 minimum wage per wage period, HK$43.1 from 1 May 2026, hours records": {
      en: [
        "The wages for each wage period are not less than the total hours the employee worked in that period multiplied by the Statutory Minimum Wage",
        "HK$43.1 an hour from 1 May 2026",
        "1 May 2027",
        "including the total hours the employee works in each wage period",
      ],
      tc: [
        "每個工資期的工資，不得少於僱員在該工資期的總工作時數乘以",
        "由 2026 年 5 月 1 日起為每小時 43.1 港元",
        "2027 年 5 月 1 日",
        "包括僱員在每個工資期的總工作時數",
      ],
      sc: [
        "每个工资期的工资，不得少于雇员在该工资期的总工作时数乘以",
        "由 2026 年 5 月 1 日起为每小时 43.1 港元",
        "2027 年 5 月 1 日",
        "包括雇员在每个工资期的总工作时数",
      ],
    },
    "M7 work arrangements in typhoons and rainstorms, per the Labour Department's code": {
      en: [
        "Work arrangements in adverse weather (Typhoon Signal No. 8 or above, or a Red or Black Rainstorm Warning)",
        "reporting for duty, release from work, resumption of work and pay",
        "as set out in the attached arrangement or as posted at the workplace",
        "Code of Practice in Times of Typhoons and Rainstorms",
      ],
      tc: ["八號或以上颱風信號，或紅色或黑色暴雨警告信號", "《颱風及暴雨警告下的工作守則》"],
      sc: ["八号或以上台风信号，或红色或黑色暴雨警告信号", "《台风及暴雨警告下的工作守则》"],
    },
    "E8 fatal accidents within 7 days, others within 14": {
      en: [
        "within 7 days of an accident that caused death, and within 14 days of any other injury",
      ],
      tc: ["引致死亡的意外須在意外發生後 7 天內呈報，其他工傷須在 14 天內呈報"],
      sc: ["引致死亡的意外须在意外发生后 7 天内呈报，其他工伤须在 14 天内呈报"],
    },
    "E9 15 holidays in 2026, 16 in 2028, 17 in 2030, no buy-out": {
      en: [
        "15 days a year from 2026 (Easter Monday added), 16 from 2028 (Good Friday added) and 17 from 2030",
        "it may not be replaced by payment in lieu",
      ],
      tc: [
        "2026 年起每年 15 天（新增復活節星期一），2028 年起 16 天（新增耶穌受難節），2030 年起 17 天",
        "不得以金錢代替",
      ],
      sc: [
        "2026 年起每年 15 天（新增复活节星期一），2028 年起 16 天（新增耶稣受难节），2030 年起 17 天",
        "不得以金钱代替",
      ],
    },
    "E10 pregnancy from notice; ECO s48": {
      en: [
        "Once the employee has given notice of pregnancy",
        "section 48 of the Employees' Compensation Ordinance",
      ],
      tc: ["僱員向僱主發出懷孕通知後", "《僱員補償條例》第 48 條"],
      sc: ["雇员向雇主发出怀孕通知后", "《雇员补偿条例》第 48 条"],
    },
  },
  "termination-agreement": {
    "E2 severance on lay-off and fixed-term expiry; LSP on non-renewal; the 7-day offer": {
      en: [
        "(including a fixed-term contract ended early, or expiring without renewal, by reason of redundancy) or if laid off",
        "if a fixed-term contract expires without renewal for a reason other than redundancy",
        "unreasonably refused",
      ],
      tc: [
        "（包括定期合約因裁員而提早終止，或因裁員而在期滿時不獲續約），或被停工",
        "定期合約期滿時因裁員以外的原因不獲續約",
        "不合理地拒絕",
      ],
      sc: [
        "（包括定期合约因裁员而提早终止，或因裁员而在期满时不获续约），或被停工",
        "定期合约期满时因裁员以外的原因不获续约",
        "不合理地拒绝",
      ],
    },
    "E3 18 days' wages with the same caps": {
      en: [
        "Calculation for daily- or hourly-rated (or piece-rated) employees: 18 days' wages",
        "from the last 30 normal working days",
        "same caps of HK$15,000 a year and HK$390,000 in total",
      ],
      tc: [
        "日薪或時薪僱員（或按件計酬的僱員）的計算方法：18 天工資",
        "最後 30 個正常工作日",
        "上限相同",
      ],
      sc: [
        "日薪或时薪雇员（或按件计酬的雇员）的计算方法：18 天工资",
        "最后 30 个正常工作日",
        "上限相同",
      ],
    },
    "E11 IR56G: no payment for one month unless the Commissioner consents": {
      en: [
        "For one month from the date of that notice the employer must not pay any money to the employee",
        "unless the Commissioner of Inland Revenue consents (section 52(7) of the Inland Revenue Ordinance)",
      ],
      tc: [
        "由發出該通知之日起計一個月內，除非獲稅務局局長同意，僱主不得向僱員支付任何款項",
        "第 52(7) 條",
      ],
      sc: [
        "由发出该通知之日起计一个月内，除非获税务局局长同意，雇主不得向雇员支付任何款项",
        "第 52(7) 条",
      ],
    },
  },
  "application-form": {
    "E4 breastfeeding in the non-discrimination statement": {
      en: ["sex, pregnancy, breastfeeding, marital status"],
      tc: ["性別、懷孕、餵哺母乳、婚姻狀況"],
      sc: ["性别、怀孕、哺乳、婚姻状况"],
    },
    "E5 the age question and why it is asked": {
      en: ["Are you 18 or over?  ☐ Yes    ☐ No", "Liquor Licensing Board", "aged 18 to 64"],
      tc: ["你是否年滿 18 歲？  ☐ 是    ☐ 否", "酒牌局批准", "18 至 64 歲"],
      sc: ["你是否年满 18 岁？  ☐ 是    ☐ 否", "酒牌局批准", "18 至 64 岁"],
    },
  },
  "pre-open-projection": {
    "C2 the deposit as the website words it": {
      en: ["Rent deposit (usually three months' rent)", "Rent in advance (usually one month)"],
      tc: ["租金按金（一般為三個月租金）", "上期租金（一般為一個月）"],
      sc: ["租金押金（一般为三个月租金）", "预付租金（一般为一个月）"],
    },
  },
};

async function documentText(id: TemplateId, language: Language): Promise<string> {
  const file = await TEMPLATE_REGISTRY[id].build(language, TEMPLATE_REVISION);
  if (TEMPLATE_REGISTRY[id].format === "docx") return (await readDocx(file)).body.join("\n");
  return xlsxStrings(await readXlsx(file)).join("\n");
}

describe.each(Object.entries(CLAUSES))(
  "the %s template, as the legal review corrected it",
  (id, findings) => {
    describe.each(LANGUAGES)("in %s", (language) => {
      it.each(Object.entries(findings))("has %s", async (_, expected) => {
        const text = await documentText(id as TemplateId, language);
        for (const phrase of expected[language]) expect(text, phrase).toContain(phrase);
      });
    });
  },
);

describe("the wording the review found wrong", () => {
  it.each(LANGUAGES)("is gone from the documents in %s", async (language) => {
    const contract = await documentText("fixed-term-contract", language);
    const termination = await documentText("termination-agreement", language);
    const projection = await documentText("pre-open-projection", language);
    const gone: Record<Language, [string, string][]> = {
      en: [
        [termination, "A severance payment is due only when"],
        [contract, "Hourly wages are never below"],
        [contract, "reports the accident to the Labour Department within 14 days"],
        [termination, "as the Department requires"],
        [projection, "two to three months"],
      ],
      tc: [
        [termination, "遣散費只在"],
        [contract, "每小時工資不得低於"],
        [contract, "僱主須在意外發生後 14 天內向勞工處呈報"],
        [termination, "按稅務局的要求暫扣"],
        [projection, "兩至三個月"],
      ],
      sc: [
        [termination, "遣散费只在"],
        [contract, "每小时工资不得低于"],
        [contract, "雇主须在意外发生后 14 天内向劳工处呈报"],
        [termination, "按税务局的要求暂扣"],
        [projection, "两至三个月"],
      ],
    };
    for (const [text, phrase] of gone[language]) expect(text).not.toContain(phrase);
  });

  it("gives the same deposit as the website's rent copy (C2)", () => {
    const website = Object.values(MESSAGES.en).find((message) =>
      message.includes("as deposit plus one month in advance"),
    );
    expect(website).toContain("three months' rent as deposit plus one month in advance");
    expect(
      Object.values(MESSAGES.tc).some((message) => message.includes("三個月租金，另加一個月上期")),
    ).toBe(true);
  });
});
