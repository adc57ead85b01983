/**
 * The sources behind the forecast constants, so the UI can say where every number comes from. An
 * owner sees each source by its name in the page's language (the message `forecast.source.<id>`),
 * what kind of publisher it is and its date; `title` keeps the document's own title, in its own
 * language, for whoever wants to look it up.
 *
 * `kind` is what we actually read: a government figure seen only in a newspaper's report is the
 * newspaper's ("press"), and says so in its name. Weak material (forum reposts, content farms, US
 * prices of 2012) is not cited at all: a value resting on nothing better is our estimate (decision 038).
 *
 * `checked` is the day Tablestart last read the source for the figures it backs: 2026-11-21 for the
 * spec's sources as recorded when the forecast was built, 2026-11-22 for those the domain review
 * re-checked (the first Hong Kong domain review, decision 032), 2026-11-27 for the licence fee
 * bands of the second review (its finding F2, decision 030). Re-read a source before moving its
 * date.
 */

/** A calendar date, YYYY-MM-DD, in Hong Kong time. */
export type IsoDate = `${number}-${number}-${number}`;

/** A publication date to the precision the source gives: "2023", "2023-05" or "2023-05-31". */
export type PartialDate = `${number}` | `${number}-${number}` | IsoDate;

/**
 * Who stands behind a source. government: an HKSAR Government department, statutory body or the
 * Legislative Council; industry: a trade or professional body; provider: a company's own published
 * prices or terms (a utility's tariff, a platform's terms); adviser: a law or accounting firm's
 * guide; press: a newspaper, news site or trade article; estimate: Tablestart's own figure.
 */
export const SOURCE_KINDS = [
  "government",
  "industry",
  "provider",
  "adviser",
  "press",
  "estimate",
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface ForecastSource {
  /** The document's own title, in the language it was published in. */
  readonly title: string;
  readonly kind: SourceKind;
  /** Only an address read at the source itself; null when we have none we can vouch for. */
  readonly url: string | null;
  /** When the document was published or dated, if it says. */
  readonly published: PartialDate | null;
  /** When we last read it for its figures; null for our own estimates and for unread sources. */
  readonly checked: IsoDate | null;
}

/** Days the sources were read: the spec's research, and the domain review's re-check. */
const SPEC_READ = "2026-11-21";
const REVIEW_READ = "2026-11-22";
/** The second domain review's check (27 Nov 2026; decision 030). */
const REVIEW_2_READ = "2026-11-27";

export const FORECAST_SOURCES = {
  SPEC: {
    title: "Tablestart forecast model (30% food cost, three cases)",
    kind: "estimate",
    url: null,
    published: null,
    checked: null,
  },
  A: { title: "Tablestart estimate", kind: "estimate", url: null, published: null, checked: null },
  S1: {
    title: 'MPFA, "Mandatory Contributions"',
    kind: "government",
    url: "https://www.mpfa.org.hk/en/mpf-system/mandatory-contributions",
    published: null,
    checked: REVIEW_READ,
  },
  S2: {
    title: 'MPFA press release, "Minimum level of relevant income … to increase to $7,100"',
    kind: "government",
    url: "https://mpfa.org.hk/en/info-centre/press-releases/4950_record",
    published: "2013-10-31",
    checked: REVIEW_READ,
  },
  S3: {
    title: 'WTW, "Why increasing the MPF Relevant Income matters?"',
    kind: "adviser",
    url: "https://www.wtwco.com/en-hk/insights/2023/05/why-increasing-the-mpf-relevant-income-matters",
    published: "2023-05",
    checked: SPEC_READ,
  },
  S6: {
    title: "明報：輸勞前實地招聘 勞工界指薪金遜市價",
    kind: "press",
    url: "https://news.mingpao.com/pns/港聞/article/20250910/s00002/1757441423394",
    published: "2025-09-10",
    checked: SPEC_READ,
  },
  S9: {
    title: "Foodival blog, citing the C&SD Annual Earnings and Hours Survey 2021 (catering hours)",
    kind: "press",
    url: null,
    published: null,
    checked: SPEC_READ,
  },
  S10: {
    title: "EMSD Energy Utilisation Index, commercial sector",
    kind: "government",
    url: "https://ecib.emsd.gov.hk/index.php/en/energy-utilisation-index-en/commercial-sector-en",
    published: null,
    checked: SPEC_READ,
  },
  // The spec's S11 also cited RTHK and a news aggregator for the 2026 tariff change; the model uses
  // only the tariff itself, so only the utility's own page stays.
  S11: {
    title: "CLP Power, business bill calculator (non-residential tariff)",
    kind: "provider",
    url: "https://clp.com.hk/en/business/bills-payment-tariffs-business/bill-calculator",
    published: null,
    checked: SPEC_READ,
  },
  S12: {
    title: "大公報：黃家和（香港餐飲聯業協會）談中小型食肆電費",
    kind: "press",
    url: "https://www.tkww.hk/epaper/view/newsDetail/1346489489408790528.html",
    published: null,
    checked: SPEC_READ,
  },
  S13: {
    title: "HKGBC Green Shop Guide, p.51 (EMSD end-use data 2012)",
    kind: "industry",
    url: null,
    published: null,
    checked: SPEC_READ,
  },
  // Replaces the Epoch Times report (8 May 2024) through which the spec read it: C&SD publishes
  // restaurant receipts and purchases every quarter, and purchases run at about a third of receipts.
  // Not yet read at C&SD itself, hence no `checked`.
  S14: {
    title:
      "C&SD, Provisional statistics of restaurant receipts and purchases for the first quarter of 2024",
    kind: "government",
    url: null,
    published: "2024-05",
    checked: null,
  },
  S20: {
    title: "DLA Piper Real World, Commercial leases: Hong Kong",
    kind: "adviser",
    url: "https://www.dlapiperrealworld.com/law/index.html?c=HK&t=commercial-leases",
    published: "2024-10",
    checked: SPEC_READ,
  },
  S22: {
    title: 'Yau & Wong, "How are audit fees calculated in Hong Kong?"',
    kind: "adviser",
    url: "https://yauandwong.com/resources/how-much-do-audits-and-tax-filing-cost-in-hong-kong",
    published: "2023-10",
    checked: SPEC_READ,
  },
  S23: {
    title: "LegCo question 10, the Government's reply on employees' compensation insurance",
    kind: "government",
    url: "http://www.info.gov.hk/gia/general/201501/07/P201501070572.htm",
    published: "2015-01-07",
    checked: SPEC_READ,
  },
  S24: {
    title: "Labour Department, A Concise Guide to the Employment Ordinance, chapter 4",
    kind: "government",
    url: null,
    published: null,
    checked: SPEC_READ,
  },
  S25: {
    title: "Labour Department, abolition of the MPF offsetting arrangement from 1 May 2025",
    kind: "government",
    url: "https://op.labour.gov.hk/",
    published: null,
    checked: REVIEW_READ,
  },
  S26: {
    title: "FEHD, types of food business licences; relaxing restrictions on LRR food items",
    kind: "government",
    url: "http://www.fehd.gov.hk/english/faq/licence/what_types_of_licences.html",
    published: null,
    checked: REVIEW_READ,
  },
  S27: {
    title: "OpenRice FAQ and Terms of Booking",
    kind: "provider",
    url: "https://openrice.com/zh/page/faq.htm",
    published: null,
    checked: SPEC_READ,
  },
  S30: {
    title: "Eats365, 【2026香港開餐廳成本】",
    kind: "press",
    url: "https://www.eats365pos.com/hk/blog/post/2025-restaurant-cost-budget",
    published: null,
    checked: SPEC_READ,
  },
  S31: {
    title:
      "KaTom, \"Rise of the kiosks\" (quoting McDonald's Canada); Hong Kong kiosk vendors' blogs",
    kind: "press",
    url: null,
    published: null,
    checked: SPEC_READ,
  },
  S33: {
    // The review read the release as reproduced word for word by Bastille Post, Yahoo News HK and
    // am730 (10–11 Feb 2026): the document is the Government's, so is the kind.
    title:
      "HKSAR Government press release: statutory minimum wage HK$43.1 an hour from 1 May 2026, reviewed every year",
    kind: "government",
    url: "https://www.info.gov.hk/gia/general/202602/10.htm",
    published: "2026-02-10",
    checked: REVIEW_READ,
  },
  S34: {
    title: 'Labour Department, "Increase of Statutory Holidays"',
    kind: "government",
    url: "https://www.labour.gov.hk/eng/news/EAO2021.htm",
    published: null,
    checked: REVIEW_READ,
  },
  S35: {
    title: "Labour Department, FAQ on severance payment and long service payment",
    kind: "government",
    url: "https://www.labour.gov.hk/eng/faq/cap57l_whole.htm",
    published: null,
    checked: REVIEW_READ,
  },
  S36: {
    title:
      "LegCo question 3, the Government's reply on restaurant licence fees charged by floor area",
    kind: "government",
    url: null,
    published: "2008-12-17",
    checked: REVIEW_READ,
  },
  S37: {
    // FEHD's own fee page could not be reached; the consultant reproduces its table band by band.
    title:
      "licenceconsultant.com: FEHD restaurant licence fees by floor area (fee table effective 19 Jul 2013)",
    kind: "adviser",
    url: null,
    published: "2013-07-19",
    checked: REVIEW_2_READ,
  },
  S38: {
    title: 'The Design Company, "General Restaurant License" (licence fees by floor area)',
    kind: "adviser",
    url: "https://the-designcompany.com/general-restaurant-license",
    published: null,
    checked: REVIEW_2_READ,
  },
} as const satisfies Record<string, ForecastSource>;

export type SourceId = keyof typeof FORECAST_SOURCES;

/** The date to show beside a source: when it was published if it says, else when we read it. */
export function sourceDate(
  source: ForecastSource,
): { readonly published: PartialDate } | { readonly read: IsoDate } | null {
  if (source.published !== null) return { published: source.published };
  if (source.checked !== null) return { read: source.checked };
  return null;
}
