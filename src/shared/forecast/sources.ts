/**
 * The sources behind the forecast constants (forecast-model.md §1), so the UI can show where every
 * number comes from. Titles stay in their original language: they name documents, not UI text.
 *
 * `checked` is the day Tablestart last read the source for the figures it backs: 2026-11-21 for the
 * spec's sources as recorded when the forecast was built, 2026-11-22 for those the domain review
 * re-checked (shared/reviews/hk-domain-review.md). Re-read a source before moving its date.
 */

/** H = primary source read directly, M = reputable secondary, L = blog/forum/old, A = our assumption. */
export type SourceConfidence = "H" | "M" | "L" | "A";

/** A calendar date, YYYY-MM-DD, in Hong Kong time. */
export type IsoDate = `${number}-${number}-${number}`;

export interface ForecastSource {
  readonly title: string;
  /** The first address the spec gives; some sources cite several. */
  readonly url: string | null;
  readonly confidence: SourceConfidence;
  /** Published by the HKSAR Government or a statutory body (LD, MPFA, FEHD, C&SD, EMSD, LegCo). */
  readonly official: boolean;
  /** When we last read it for its figures; null only for our own assumption and the spec. */
  readonly checked: IsoDate | null;
}

/** Days the sources were read: the spec's research, and the domain review's re-check. */
const SPEC_READ = "2026-11-21";
const REVIEW_READ = "2026-11-22";

export const FORECAST_SOURCES = {
  SPEC: {
    title: "Product specification (30% food cost, three scenarios)",
    url: null,
    confidence: "H",
    official: false,
    checked: null,
  },
  A: { title: "Tablestart assumption", url: null, confidence: "A", official: false, checked: null },
  S1: {
    title: 'MPFA, "Mandatory Contributions"',
    url: "https://www.mpfa.org.hk/en/mpf-system/mandatory-contributions",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S2: {
    title: 'MPFA press release, "Minimum level of relevant income … to increase to $7,100" (2013)',
    url: "https://mpfa.org.hk/en/info-centre/press-releases/4950_record",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S3: {
    title: 'WTW, "Why increasing the MPF Relevant Income matters?" (2023)',
    url: "https://www.wtwco.com/en-hk/insights/2023/05/why-increasing-the-mpf-relevant-income-matters",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S6: {
    title: "Ming Pao, 輸勞前實地招聘 勞工界指薪金遜市價 (2025)",
    url: "https://news.mingpao.com/pns/港聞/article/20250910/s00002/1757441423394",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S7: {
    title: "洗碗工無人做 業界月薪2萬搶人 (forum repost, 2023)",
    url: null,
    confidence: "L",
    official: false,
    checked: SPEC_READ,
  },
  S8: {
    title: "C&SD, Average monthly salaries for selected occupations (2014)",
    url: "http://www.censtatd.gov.hk/hkstat/sub/sp210.jsp?tableID=028",
    confidence: "H",
    official: true,
    checked: SPEC_READ,
  },
  S9: {
    title: "Foodival blog (C&SD 2021 AEHS): catering weekly hours",
    url: null,
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S10: {
    title: "EMSD Energy Utilisation Index, commercial sector",
    url: "https://ecib.emsd.gov.hk/index.php/en/energy-utilisation-index-en/commercial-sector-en",
    confidence: "H",
    official: true,
    checked: SPEC_READ,
  },
  S11: {
    title: "CLP business bill calculator; RTHK 2026 tariffs; HK Electric fuel clause charge",
    url: "https://clp.com.hk/en/business/bills-payment-tariffs-business/bill-calculator",
    confidence: "H",
    official: false,
    checked: SPEC_READ,
  },
  S12: {
    title: "Ta Kung Pao, quoting 黃家和 (餐飲聯業協會) on SME restaurant electricity",
    url: "https://www.tkww.hk/epaper/view/newsDetail/1346489489408790528.html",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S13: {
    title: "HKGBC Green Shop Guide p.51 (EMSD end-use data 2012)",
    url: null,
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S14: {
    title: "Epoch Times, citing C&SD restaurant receipts and purchases (2024)",
    url: "https://www.epochtimes.com/b5/24/5/8/n14243358.htm",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S15: {
    title: 'SCMP, "Hong Kong mall landlords shift to charging base rent" (2015)',
    url: "http://www.scmp.com/property/hong-kong-china/article/1746346",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S16: {
    title:
      'DLA Piper, "The effect of disruptions on sales-based rental models in Hong Kong" (2020)',
    url: "https://www.dlapiper.com/en/us/insights/publications/2020/03/real-estate-gazette-issue-37/the-effect-of-disruptions-on-sales-based-rental-models-in-hong-kong/",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S17: {
    title: 'AJ Halkes, "Retail turnover rent in Hong Kong…" (2023)',
    url: "https://hklawyer-ajhalkes.com/2023/11/17/retail-turnover-rent-in-hong-kong-for-restaurants-bars",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S18: {
    title: 'Scribd, "Franchise ROI"',
    url: "https://ja.scribd.com/doc/7501260/Franchise-ROI",
    confidence: "L",
    official: false,
    checked: SPEC_READ,
  },
  S19: {
    title: 'SCMP, "How to cook your own goose" (2011)',
    url: "http://www.scmp.com/article/985432",
    confidence: "L",
    official: false,
    checked: SPEC_READ,
  },
  S20: {
    title: "DLA Piper Real World, Hong Kong commercial leases (2024)",
    url: "https://www.dlapiperrealworld.com/law/index.html?c=HK&t=commercial-leases",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S21: {
    title: 'Raymond Yeung, "Profits Tax – Refurbishment expenditure"',
    url: "https://rytc.com.hk/e_tg_pf_dn_rfb.htm",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S22: {
    title: 'Yau & Wong, "How are audit fees calculated in Hong Kong?" (2023)',
    url: "https://yauandwong.com/resources/how-much-do-audits-and-tax-filing-cost-in-hong-kong",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S23: {
    title: "Employees' Compensation Ordinance Cap.282 summaries; LegCo LCQ10 (2015)",
    url: "http://www.info.gov.hk/gia/general/201501/07/P201501070572.htm",
    confidence: "H",
    official: true,
    checked: SPEC_READ,
  },
  S24: {
    title:
      "Labour Department, Concise Guide to the Employment Ordinance, ch.4 (rest days s17, annual leave s41AA)",
    url: null,
    confidence: "H",
    official: true,
    checked: SPEC_READ,
  },
  S25: {
    title:
      "Labour Department, abolition of the MPF offsetting arrangement from 1 May 2025 (with Lockton and RSM notes)",
    url: "https://op.labour.gov.hk/",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S26: {
    title: "FEHD, licence types and Light Refreshment Restaurant relaxation",
    url: "http://www.fehd.gov.hk/english/faq/licence/what_types_of_licences.html",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S27: {
    title: "OpenRice FAQ and Terms of Booking",
    url: "https://openrice.com/zh/page/faq.htm",
    confidence: "H",
    official: false,
    checked: SPEC_READ,
  },
  S28: {
    title: "OpenTable pricing (The Daily Meal / Chicago Tribune, 2012)",
    url: null,
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S29: {
    title: "Hong Kong card payment fee articles",
    url: null,
    confidence: "L",
    official: false,
    checked: SPEC_READ,
  },
  S30: {
    title: "Eats365, 【2026香港開餐廳成本】",
    url: "https://www.eats365pos.com/hk/blog/post/2025-restaurant-cost-budget",
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S31: {
    title: 'KaTom, "Rise of the kiosks"; HK kiosk vendor blogs',
    url: null,
    confidence: "M",
    official: false,
    checked: SPEC_READ,
  },
  S32: {
    title: "cardozapub.com catering staffing and cost ratios",
    url: null,
    confidence: "L",
    official: false,
    checked: SPEC_READ,
  },
  S33: {
    // The review read the release as reproduced by Bastille Post, Yahoo News HK and am730 (10–11 Feb
    // 2026); LegCo's approval of the notice was not seen, hence M rather than H.
    title:
      "HKSAR Government press release, 10 Feb 2026: SMW HK$43.1 an hour from 1 May 2026 (Minimum Wage Ordinance (Amendment of Schedule 3) Notice 2026), reviewed every year",
    url: "https://www.info.gov.hk/gia/general/202602/10.htm",
    confidence: "M",
    official: true,
    checked: REVIEW_READ,
  },
  S34: {
    title:
      'Labour Department, "Increase of Statutory Holidays": 15 in 2026 (Easter Monday), 16 from 2028 (Good Friday), 17 from 2030; no pay in lieu',
    url: "https://www.labour.gov.hk/eng/news/EAO2021.htm",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S35: {
    title:
      "Labour Department, FAQ on severance payment and long service payment (Cap. 57): 2/3 of a month's wages per year of service, capped",
    url: "https://www.labour.gov.hk/eng/faq/cap57l_whole.htm",
    confidence: "H",
    official: true,
    checked: REVIEW_READ,
  },
  S36: {
    title:
      "LegCo LCQ3 (17 Dec 2008): FEHD restaurant licence fees charged by floor area in 19 bands; the-designcompany.com fee examples",
    url: null,
    confidence: "M",
    official: true,
    checked: REVIEW_READ,
  },
} as const satisfies Record<string, ForecastSource>;

export type SourceId = keyof typeof FORECAST_SOURCES;
