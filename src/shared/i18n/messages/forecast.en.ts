import type { forecastTc } from "./forecast.tc.ts";

// The forecast's text in British (Hong Kong) English, written by hand; spread into en.ts.
export const forecastEn: Record<keyof typeof forecastTc, string> = {
  "nav.forecast": "Forecast",

  "forecast.title": "Monthly profit and loss forecast",
  "forecast.intro":
    "Before you sign a lease, enter your shop and sales estimates and see the monthly figures in a minute: neutral, pessimistic and optimistic cases side by side, with Hong Kong rules such as the MPF cap and turnover rent built in.",
  "forecast.required": "Every field is required except turnover rent.",
  "forecast.example": "e.g. {value}",
  "forecast.optional": "(optional)",
  "forecast.yes": "Yes",
  "forecast.no": "No",
  "forecast.submit": "Calculate",
  "forecast.reset": "Reset all",
  "forecast.errorSummary": "Please correct the fields marked below.",

  "forecast.field.floorArea": "Floor area",
  "forecast.field.baseRent": "Base rent",
  "forecast.field.managementFee": "Management fee",
  "forecast.field.perCapitaSpend": "Spend per customer",
  "forecast.field.dailyVisitors": "Customers per day",
  "forecast.field.turnoverRentPercent": "Turnover rent",
  "forecast.field.selfServiceKiosk": "Self-service ordering kiosks",
  "forecast.field.lightFood": "Light-food restaurant",
  "forecast.hint.floorArea": "Gross area, as in the lease.",
  "forecast.hint.baseRent": "Monthly rent, before the management fee.",
  "forecast.hint.managementFee": "The monthly total; enter 0 if there is none.",
  "forecast.hint.perCapitaSpend": "The average bill per customer.",
  "forecast.hint.dailyVisitors": "The average number of customers a day.",
  "forecast.hint.turnoverRentPercent":
    "Common in mall leases: a share of turnover, charged when it comes to more than the base rent. Leave blank if your lease has none.",
  "forecast.hint.selfServiceKiosk":
    "Customers order and pay at a machine, so you need slightly fewer floor staff.",
  "forecast.hint.lightFood":
    "Simple cooking only (light refreshment restaurant licence): a smaller kitchen and lower utility and fit-out costs.",
  "forecast.unit.sqft": "ft²",
  "forecast.unit.perMonth": "a month",
  "forecast.unit.perCustomer": "per customer",
  "forecast.unit.customersPerDay": "a day",
  "forecast.unit.ofTurnover": "% of turnover",

  "forecast.validation.number": "Please enter a number.",
  "forecast.validation.positive": "Please enter a positive number.",
  "forecast.validation.small": "Please enter a smaller number.",
  "forecast.validation.choice": "Please choose yes or no.",

  "forecast.assumptions.toggle": "See and change the assumptions",
  "forecast.assumptions.changed": "{count} changed",
  "forecast.assumptions.intro":
    "Every figure shows its unit and source. Change any of them to match your own quotes or experience, then press Calculate. Leave a field blank to use the default; enter percentages as numbers, so 30 means 30%.",
  "forecast.assumptions.restore": "Restore the defaults",
  "forecast.assumptions.item": "Item",
  "forecast.assumptions.value": "Value",
  "forecast.assumptions.source": "Source",
  "forecast.assumptions.default": "default {value}",
  "forecast.assumptions.listSeparator": ", ",
  "forecast.assumptions.sources": "Sources",
  "forecast.assumptions.groupCount": "{count} figures",
  "forecast.assumptions.checked": "read on {date}",
  "forecast.assumptions.inForce": "In force from {from}; next change due on {next}",
  "forecast.assumptions.inForceNoChange": "In force from {from}; no change announced",
  "forecast.assumptions.inForceUnderReview":
    "In force from {from}; under review (MPFA report due mid-2026)",
  "forecast.statutory.summary":
    "The forecast follows Hong Kong law as at {asOf}: the statutory minimum wage is {smw} an hour from {smwFrom}, and the next rate is due on {smwNext}; the employer's MPF contribution is {mpfRate} of relevant income, at most {mpfCap} a month (relevant income from {riMin} to {riMax}, under review: MPFA report due mid-2026); there are {holidays} statutory holidays in {holidaysYear}, rising to {holidaysNext} from {holidaysNextYear}.",
  "forecast.sourceKind.government": "Government",
  "forecast.sourceKind.industry": "Industry body",
  "forecast.sourceKind.provider": "Supplier's published terms",
  "forecast.sourceKind.adviser": "Professional adviser",
  "forecast.sourceKind.press": "Press",
  "forecast.sourceKind.estimate": "Our estimate",
  "forecast.source.A": "our estimate",
  "forecast.source.SPEC": "Tablestart's forecast model (30% food cost, three cases)",
  "forecast.source.S1": "MPF Schemes Authority: mandatory contributions",
  "forecast.source.S2":
    "MPF Schemes Authority press release: minimum relevant income to rise to HK$7,100",
  "forecast.source.S3": "WTW: why increasing the MPF relevant income matters",
  "forecast.source.S6":
    "Ming Pao: local recruitment before importing workers, unions say the pay is below the market (in Chinese)",
  "forecast.source.S9":
    "Foodival blog, quoting the Census and Statistics Department's Annual Earnings and Hours Survey 2021 (catering hours)",
  "forecast.source.S10":
    "Electrical and Mechanical Services Department: energy utilisation index, commercial sector",
  "forecast.source.S11": "CLP Power: non-residential tariff and business bill calculator",
  "forecast.source.S12":
    "Ta Kung Pao: Simon Wong of the Hong Kong Federation of Restaurants & Related Trades on small restaurants' electricity (in Chinese)",
  "forecast.source.S13":
    "Hong Kong Green Building Council: Green Shop Guide (EMSD energy end-use data, 2012)",
  "forecast.source.S14":
    "Census and Statistics Department: provisional statistics of restaurant receipts and purchases, first quarter of 2024",
  "forecast.source.S20": "DLA Piper: commercial leases in Hong Kong",
  "forecast.source.S22": "Yau & Wong: how audit fees are calculated in Hong Kong",
  "forecast.source.S23":
    "LegCo question 10: the Government's reply on employees' compensation insurance",
  "forecast.source.S24":
    "Labour Department: A Concise Guide to the Employment Ordinance, chapter 4 (rest days, annual leave)",
  "forecast.source.S25":
    "Labour Department: the MPF offsetting arrangement abolished from 1 May 2025",
  "forecast.source.S26":
    "Food and Environmental Hygiene Department: types of food business licence, and the relaxed rules for light refreshment restaurants",
  "forecast.source.S27": "OpenRice: FAQ and booking terms",
  "forecast.source.S30":
    "Eats365 (restaurant till supplier): the cost of opening a restaurant in Hong Kong in 2026 (in Chinese)",
  "forecast.source.S31":
    "KaTom: the rise of the kiosks (quoting McDonald's Canada), and Hong Kong kiosk suppliers' articles",
  "forecast.source.S33":
    "HKSAR Government press release: statutory minimum wage HK$43.1 an hour from 1 May 2026",
  "forecast.source.S34": "Labour Department: more statutory holidays",
  "forecast.source.S35": "Labour Department: FAQ on severance and long service payments",
  "forecast.source.S36":
    "LegCo question 3: the Government's reply on restaurant licence fees by floor area",
  "forecast.source.S37":
    "licenceconsultant.com: FEHD restaurant licence fees by floor area (fee table in force from 19 July 2013)",
  "forecast.source.S38": "The Design Company: general restaurant licence (fees by floor area)",

  "forecast.group.scenarios": "Pessimistic and optimistic cases",
  "forecast.group.pay": "Pay and statutory costs",
  "forecast.group.staffing": "Staffing levels",
  "forecast.group.sales": "Costs that follow turnover",
  "forecast.group.premises": "Premises, utilities and fit-out",
  "forecast.group.capacity": "Seats, table turns and trading days",
  "forecast.group.platforms": "Booking, listing and self-service kiosks",
  "forecast.group.licence": "Restaurant licence fee (by floor area)",
  "forecast.group.admin": "Administration and audit",

  "forecast.assumption.DAYS_PER_MONTH": "Trading days a month",
  "forecast.assumption.FOOD_COST_PCT": "Food cost",
  "forecast.assumption.SAL_CHEF": "Chef's monthly pay",
  "forecast.assumption.SAL_DISH": "Dishwasher's monthly pay",
  "forecast.assumption.SAL_BAR": "Bar staff's monthly pay",
  "forecast.assumption.SAL_FLOOR": "Floor staff's monthly pay",
  "forecast.assumption.SMW": "Statutory minimum wage",
  "forecast.assumption.MPF_RATE": "Employer's MPF contribution",
  "forecast.assumption.MPF_CAP": "Employer's monthly MPF cap",
  "forecast.assumption.RELIEF_FACTOR":
    "Relief cover (52 rest days, 15 statutory holidays in 2026 and 7 days' annual leave a year)",
  "forecast.assumption.EC_INS_PCT": "Employees' compensation insurance",
  "forecast.assumption.SP_LSP_PROVISION_PCT":
    "Severance and long service payment provision (not in total expenses)",
  "forecast.assumption.RATES_PCT_OF_RENT":
    "Rates (rateable value taken as a year's base rent; not in total expenses)",
  "forecast.assumption.OTHER_INSURANCE_YR":
    "Public liability and fire/contents insurance (not in total expenses)",
  "forecast.assumption.UTIL_RATE": "Utilities",
  "forecast.assumption.UTIL_RATE_LIGHT": "Utilities (light food)",
  "forecast.assumption.UTIL_FIXED_SHARE": "Fixed part of utilities (air-conditioning and lighting)",
  "forecast.assumption.CARD_SHARE": "Turnover paid by card or e-wallet",
  "forecast.assumption.CARD_SHARE_KIOSK": "Turnover paid by card or e-wallet (with kiosks)",
  "forecast.assumption.CARD_FEE_PCT": "Card and e-wallet fee",
  "forecast.assumption.BOOK_SUB": "Booking platform subscription",
  "forecast.assumption.BOOK_SHARE": "Customers who book through the platform",
  "forecast.assumption.BOOK_SHARE_LIGHT": "Customers who book through the platform (light food)",
  "forecast.assumption.BOOK_FEE_PER_COVER": "Booking platform fee per customer",
  "forecast.assumption.LISTING_FEE": "Restaurant listing promotion",
  "forecast.assumption.ADMIN_BASE":
    "Administration (bookkeeping, company secretary, business registration, POS, phone)",
  "forecast.assumption.LICENCE_FEE_YR_100":
    "General restaurant licence fee: floor area up to 100 m²",
  "forecast.assumption.LICENCE_FEE_YR_150":
    "General restaurant licence fee: over 100 m², up to 150 m²",
  "forecast.assumption.LICENCE_FEE_YR_200":
    "General restaurant licence fee: over 150 m², up to 200 m²",
  "forecast.assumption.LICENCE_FEE_YR_250":
    "General restaurant licence fee: over 200 m², up to 250 m²",
  "forecast.assumption.LICENCE_FEE_YR_300":
    "General restaurant licence fee: over 250 m², up to 300 m²",
  "forecast.assumption.LICENCE_FEE_STEP_ABOVE_300":
    "General restaurant licence fee over 300 m²: added for every further 50 m² or part (our estimate)",
  "forecast.assumption.LICENCE_FEE_YR_LIGHT":
    "Light refreshment restaurant licence fee (light food; the fee for 100 m² or less)",
  "forecast.assumption.KIOSK_SUB": "Kiosk subscription",
  "forecast.assumption.KIOSK_CAPEX": "Kiosk purchase price",
  "forecast.assumption.KIOSK_PER_VISITORS": "Customers a day per kiosk",
  "forecast.assumption.ONLINE_PURCH_PCT":
    "Online purchases (packaging, cleaning supplies, sundries)",
  "forecast.assumption.AUDIT_FEE_YR_SMALL": "Audit fee (first turnover band)",
  "forecast.assumption.AUDIT_FEE_YR_MEDIUM": "Audit fee (second turnover band)",
  "forecast.assumption.AUDIT_FEE_YR_LARGE": "Audit fee (third turnover band)",
  "forecast.assumption.AUDIT_SMALL_MAX_REVENUE_YR": "First audit band: annual turnover below",
  "forecast.assumption.AUDIT_MEDIUM_MAX_REVENUE_YR": "Second audit band: annual turnover up to",
  "forecast.assumption.REPAIR_PCT": "Repair reserve",
  "forecast.assumption.REPAIR_MIN_PSF": "Minimum repair reserve",
  "forecast.assumption.MARKETING_PCT": "Marketing",
  "forecast.assumption.FITOUT_PSF": "Fit-out and kitchen equipment",
  "forecast.assumption.FITOUT_PSF_LIGHT": "Fit-out and kitchen equipment (light food)",
  "forecast.assumption.DEPR_MONTHS": "Depreciation period for fit-out and equipment",
  "forecast.assumption.FOH_SHARE": "Dining area as a share of the floor",
  "forecast.assumption.FOH_SHARE_LIGHT": "Dining area as a share of the floor (light food)",
  "forecast.assumption.AREA_PER_SEAT": "Floor area per seat",
  "forecast.assumption.C_CHEF": "Customers a day per chef",
  "forecast.assumption.C_CHEF_LIGHT": "Customers a day per chef (light food)",
  "forecast.assumption.C_DISH": "Customers a day per dishwasher",
  "forecast.assumption.C_BAR": "Customers a day per bar staff",
  "forecast.assumption.C_FLOOR": "Customers a day per floor staff",
  "forecast.assumption.C_FLOOR_KIOSK": "Customers a day per floor staff (with kiosks)",
  "forecast.assumption.FOH_AREA_PER_FLOOR_STAFF": "Dining area per floor staff",
  "forecast.assumption.F_V_PESSIMISTIC": "Pessimistic case: customers factor",
  "forecast.assumption.F_S_PESSIMISTIC": "Pessimistic case: spend factor",
  "forecast.assumption.F_V_OPTIMISTIC": "Optimistic case: customers factor",
  "forecast.assumption.F_S_OPTIMISTIC": "Optimistic case: spend factor",
  "forecast.assumption.MAX_TURNS_PER_DAY": "Most table turns a day per seat",
  "forecast.assumption.SMW_DAYS_PER_MONTH": "Minimum-wage floor: working days a month",
  "forecast.assumption.SMW_HOURS_PER_DAY": "Minimum-wage floor: working hours a day",

  "forecast.unit.%": "%",
  "forecast.unit.factor": "×",
  "forecast.unit.HKD/month": "HK$ a month",
  "forecast.unit.HKD/year": "HK$ a year",
  "forecast.unit.HKD/FTE/month": "HK$ per full-time staff a month",
  "forecast.unit.HKD/employee/month": "HK$ per employee a month",
  "forecast.unit.HKD/h": "HK$ an hour",
  "forecast.unit.HKD/ft²/month": "HK$ per ft² a month",
  "forecast.unit.HKD/ft²": "HK$ per ft²",
  "forecast.unit.HKD/kiosk/month": "HK$ per kiosk a month",
  "forecast.unit.HKD/kiosk": "HK$ per kiosk",
  "forecast.unit.HKD/cover": "HK$ per customer",
  "forecast.unit.FTE/position": "full-time staff per position",
  "forecast.unit.covers/day": "customers a day",
  "forecast.unit.visitors/day": "customers a day",
  "forecast.unit.ft²": "ft²",
  "forecast.unit.ft²/seat": "ft² per seat",
  "forecast.unit.turns/day": "turns a day",
  "forecast.unit.days/month": "days a month",
  "forecast.unit.hours/day": "hours a day",
  "forecast.unit.months": "months",

  "forecast.results.title": "Your monthly forecast",
  "forecast.results.inputs": "Your figures",
  "forecast.results.changedAssumptions": "Assumptions changed: {count}.",
  "forecast.results.perMonth": "a month",
  "forecast.results.netProfit": "Net profit",
  "forecast.results.netLoss": "Net loss",
  "forecast.results.netMargin": "Net margin",
  "forecast.results.hrShare": "Staff cost share",
  "forecast.results.rentShare": "Rent share",
  "forecast.results.occupancyShare": "Rent and management fee share",
  "forecast.results.notes":
    "All figures are monthly estimates. Staffing is planned on the neutral case and stays the same in every case. A guide, not financial advice.",
  "forecast.results.excluded":
    "Not included and not estimated: profits tax; government rent; the owner's own salary; a manager's or cashier's pay if the owner does not run the shop; liquor licence and restricted food permit fees; delivery platform commission.",
  "forecast.results.besides":
    "Also budget about {rates} a month for rates ({ratesRate} of the base rent) and about {insurance} a month ({insuranceYear} a year) for public liability and fire or contents insurance; neither is in the figures above, and the staff insurance line is employees' compensation only.",
  "forecast.results.provision":
    "Also set aside about {amount} a month ({rate} of wages) for severance and long service payments; it is not in the figures above. Since 1 May 2025 employers can no longer offset these payments with their MPF contributions.",

  "forecast.scenario.neutral": "Neutral",
  "forecast.scenario.pessimistic": "Pessimistic",
  "forecast.scenario.optimistic": "Optimistic",
  "forecast.scenario.asEntered": "Your customers and spend as entered",
  "forecast.scenario.factors": "Customers {visitors}, spend {spend}",

  "forecast.band.healthy": "Healthy",
  "forecast.band.watch": "Watch",
  "forecast.band.danger": "Danger",
  "forecast.band.label": "{measure}: {band}",
  "forecast.band.hr":
    "Staff cost (wages, MPF and insurance) as a share of turnover: healthy below {low}, watch from {low} to {high}, danger at {high} or more.",
  "forecast.band.rent":
    "Rent as a share of turnover: healthy below {low}, watch from {low} to {high}, danger at {high} or more.",
  "forecast.band.margin":
    "Net margin: healthy at {high} or more, watch from {low} to {high}, danger below {low}.",
  "forecast.band.note": "The lines come from common restaurant ratio tools: a guide, not a rule.",

  "forecast.chart.title": "Where the money goes",
  "forecast.chart.description":
    "Each bar shows one case's monthly turnover and costs by kind; the line marks turnover. The table below gives every amount.",
  "forecast.chart.revenueMarker": "Turnover",
  "forecast.chart.group.food": "Food",
  "forecast.chart.group.staff": "Staff",
  "forecast.chart.group.premises": "Rent and management fee",
  "forecast.chart.group.utilities": "Utilities",
  "forecast.chart.group.other": "Other running costs",
  "forecast.chart.group.depreciation": "Fit-out depreciation",
  "forecast.chart.group.profit": "Net profit",

  "forecast.table.title": "Monthly profit and loss",
  "forecast.table.caption":
    "Amounts in HK$ a month; percentages are shares of that case's turnover.",
  "forecast.table.line": "Line",
  "forecast.table.amount": "Amount",
  "forecast.table.share": "% of turnover",

  "forecast.line.visitorsPerDay": "Customers per day",
  "forecast.line.perCapitaSpend": "Spend per customer",
  "forecast.line.revenue": "Turnover",
  "forecast.line.rent": "Rent",
  "forecast.line.turnoverTopUp": "of which turnover rent above the base rent",
  "forecast.line.managementFee": "Management fee",
  "forecast.line.chef": "Chefs",
  "forecast.line.dishwashing": "Dishwashers",
  "forecast.line.bar": "Bar staff",
  "forecast.line.floor": "Floor staff",
  "forecast.line.utilities": "Utilities",
  "forecast.line.foodCost": "Food",
  "forecast.line.mpf": "MPF",
  "forecast.line.bookingAppFee": "Booking app",
  "forecast.line.listingPlatformFee": "Listing platform",
  "forecast.line.admin": "Administration",
  "forecast.line.staffInsurance": "Staff insurance (employees' compensation)",
  "forecast.line.onlinePurchasing": "Online purchases",
  "forecast.line.audit": "Audit",
  "forecast.line.repair": "Repairs",
  "forecast.line.marketing": "Marketing",
  "forecast.line.creditCardFee": "Card fees",
  "forecast.line.depreciation": "Depreciation",
  "forecast.line.totalExpenses": "Total expenses",
  "forecast.line.netProfit": "Net profit",
  "forecast.line.hrCost": "Staff cost",

  "forecast.staffing.title": "Staffing",
  "forecast.staffing.intro":
    "Staff are planned on the neutral case and stay the same in every case: a quiet month does not shed staff. Full-time staff include relief cover of {relief} per position on duty: each employee has 52 rest days, {holidays} statutory holidays and at least 7 days' paid annual leave a year, so works at most {workDays} of 365 days (before sick leave).",
  "forecast.staffing.role": "Role",
  "forecast.staffing.positions": "On duty",
  "forecast.staffing.fte": "Full-time staff",
  "forecast.staffing.salary": "Monthly pay each",
  "forecast.staffing.wages": "Wages",
  "forecast.staffing.mpf": "MPF",
  "forecast.staffing.basis": "Sized by",
  "forecast.staffing.total": "Total",
  "forecast.staffing.fullOnly": "{full} full-time",
  "forecast.staffing.split": "{full} full-time + 1 part-time at {hours} of full-time hours",
  "forecast.role.chef": "Chefs",
  "forecast.role.dishwashing": "Dishwashers",
  "forecast.role.bar": "Bar staff",
  "forecast.role.floor": "Floor staff",
  "forecast.driver.minimum": "at least one",
  "forecast.driver.visitors": "customers",
  "forecast.driver.area": "dining area",

  "forecast.breakEven.title": "Break-even",
  "forecast.breakEven.value": "{visitors} customers a day",
  "forecast.breakEven.explain":
    "Customers a day at which the month's net profit is zero, with the same staff and fixed costs. Each case has its own spend per customer: {spend} as you entered it, less in the pessimistic case, more in the optimistic one. Rounded up: one customer fewer a day loses money.",
  "forecast.breakEven.unreachable": "Not reachable",
  "forecast.breakEven.lead": "Customers a day to break even",
  "forecast.breakEven.expected": "You expect {visitors}",
  "forecast.breakEven.spare": "{visitors} to spare",
  "forecast.breakEven.short": "{visitors} short",

  "forecast.rentCeiling.title": "Rent ceiling",
  "forecast.rentCeiling.intro":
    "The highest monthly rent that keeps rent within the share of revenue you choose, in each case, beside the rent you would pay (turnover rent included). A figure to take to the landlord or agent.",
  "forecast.rentCeiling.share": "Rent at most, as a share of revenue",
  "forecast.rentCeiling.shareError": "Enter a share from {min} to {max}.",
  "forecast.rentCeiling.value": "Up to {amount} a month",
  "forecast.rentCeiling.yours": "Your rent {amount} ({share})",
  "forecast.rentCeiling.spare": "{amount} under",
  "forecast.rentCeiling.over": "{amount} over",
  "forecast.rentCeiling.none":
    "No base rent is low enough: the turnover rent of {turnover} alone is more than {share} of revenue.",
  "forecast.capacity":
    "The dining area holds about {seats} seats, so each seat turns about {turns} times a day.",

  "forecast.warnings.title": "Please note",
  "forecast.warning.capacityExceeded":
    "The floor area gives about {seats} seats, so {visitors} customers a day means {turns} turns per seat, more than the usual limit of {max} a day. Please check the customers per day or the floor area.",
  "forecast.warning.breakEvenUnreachable":
    "With these staff and costs the shop cannot break even however many customers come: at best, around {visitors} customers a day, it still loses {loss} a month. Please check the spend per customer and the assumptions.",
  "forecast.warning.breakEvenAboveCapacity":
    "Breaking even takes {breakEven} customers a day, but the seats and the table-turn limit allow only about {max}.",
  "forecast.warning.salaryBelowMinimumWage":
    "{role}: the monthly pay assumed, {salary}, is below the statutory minimum wage floor of {minimum}. Please raise it.",

  "forecast.plausibility.title": "These figures don't add up",
  "forecast.plausibility.intro":
    "Some of your figures contradict each other, so the profit below can't be relied on and no ratio is called healthy. Change the figures and calculate again.",
  "forecast.plausibility.beyondSeats":
    "A {floorArea} ft² shop seats at most about {seats} at the tightest usual layout. Even with every seat taken for all {hours} opening hours and each customer staying only {minutes} minutes, that is about {max} customers a day, not {visitors}. Check the daily customers or the floor area.",
  "forecast.plausibility.busySeats":
    "The floor area gives about {seats} seats, so {visitors} customers a day means each seat turns {turns} times a day, more than the usual {max}. Check the daily customers or the floor area.",
  "forecast.plausibility.beyondFireCode":
    "At {area} ft² a seat, the dining area would hold about {seats} seats, more than the {max} people the Code of Practice for Fire Safety in Buildings allows (1 m² a person). Raise the area per seat in the assumptions.",
  "forecast.plausibility.spendLow":
    "A spend of {spend} a customer is below the {limit} a {style} usually takes at least. Check that it is the average spend per customer.",
  "forecast.plausibility.spendHigh":
    "A spend of {spend} a customer is above the {limit} a {style} usually takes at most. Check that it is the average per customer, not a day's or a month's takings.",
  "forecast.plausibility.style.light": "light-food shop",
  "forecast.plausibility.style.full": "restaurant",
  "forecast.plausibility.profitDoubt": "The figures don't add up: this profit is not credible.",
  "forecast.band.doubtful": "Not credible",

  "forecast.action.download": "Download Excel workbook",
  "forecast.action.projection": "Download pre-opening projection (filled in)",
  "forecast.action.print": "Print",
  "forecast.action.copyLink": "Copy link",
  "forecast.action.copied": "Link copied: paste it to share this forecast.",
  "forecast.action.copyFallback": "Copying did not work; please copy this link:",
  "forecast.action.edit": "Change the figures",
  "forecast.action.pdf": "Download PDF (one page)",

  "forecast.pdf.fileName": "Monthly forecast (three cases)",
  "forecast.pdf.title": "Monthly profit and loss forecast: three cases",
  "forecast.pdf.purpose": "To take to a landlord or agent when discussing the rent",
  "forecast.pdf.made": "Made on {date}",
  "forecast.pdf.perMonth": "{amount} a month",
  "forecast.pdf.breakEven": "Customers a day to break even",
  "forecast.pdf.expected": "Customers a day you expect",
  "forecast.pdf.gap": "Against break-even",
  "forecast.pdf.revenue": "Monthly turnover",
  "forecast.pdf.expenses": "Monthly expenses",
  "forecast.pdf.profit": "Monthly profit (loss)",
  "forecast.pdf.rent": "Monthly rent (share of turnover)",
  "forecast.pdf.ceiling": "Rent ceiling ({share} of turnover)",
  "forecast.pdf.ceilingNone": "None",
  "forecast.pdf.turnoverAbove": "Turnover rent of {turnover} is above it",
  "forecast.pdf.headroom": "Against the rent ceiling",
  "forecast.pdf.besideTitle": "Also budget for (not in the figures above)",
  "forecast.pdf.rates": "Rates ({rate} of the base rent)",
  "forecast.pdf.insurance": "Public liability and fire insurance ({amount} a year)",
  "forecast.pdf.provision": "Severance and long service provision ({rate} of wages)",
  "forecast.pdf.assumptions":
    "Main assumptions: food costs {food} of turnover; {days} trading days a month; {positions} positions on duty ({fte} staff with relief cover), planned on the neutral case and the same in every case; the pessimistic and optimistic cases move customers and spend as shown above; break-even customers are rounded up.",

  "forecast.workbook.sheetForecast": "Forecast",
  "forecast.workbook.sheetAssumptions": "Assumptions",
  "forecast.workbook.instructions":
    "Change the blue cells and everything else recalculates. Amounts are HK$ a month. Yes/no items: 1 means yes, 0 means no.",
  "forecast.workbook.yesNo": "1 = yes, 0 = no",
  "forecast.workbook.unit": "Unit",
  "forecast.workbook.plan": "Staff and fixed costs (planned on the neutral case)",
  "forecast.workbook.kiosks": "Number of kiosks",
  "forecast.workbook.url": "Online version",
  "forecast.workbook.revenuePerVisitor": "Monthly turnover from one more customer a day",
  "forecast.workbook.variableCostPerVisitor": "Monthly costs of one more customer a day",
  "forecast.workbook.fixedCosts": "Monthly costs that do not depend on customers",
};
