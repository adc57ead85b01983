import type { forecastTc } from "./forecast.tc.ts";

// Mainland wording for the forecast's text where character conversion keeps Hong Kong vocabulary
// (劳保, 楼面, 水吧, 替更, 核数, 试算表…); spread into sc-overrides.ts. Official Hong Kong names stay
// (强积金, 食环署, 小食食肆牌照, 差饷): the reader is opening a shop in Hong Kong.
export const forecastScOverrides: Partial<Record<keyof typeof forecastTc, string>> = {
  "forecast.plausibility.beyondSeats":
    "{floorArea} 平方英尺的店铺，即使以最密的常见排法，最多只放得下约 {seats} 个座位；就算营业 {hours} 小时全部坐满、每位客人只坐 {minutes} 分钟，每日最多也只可接待约 {max} 位客人，而不是 {visitors} 位。请检查每日客数或楼面面积。",
  "forecast.plausibility.beyondFireCode":
    "每个座位只预留 {area} 平方英尺，用餐区会有约 {seats} 个座位，多于《建筑物消防安全守则》容许的约 {max} 人（每人 1 平方米）。请在计算假设中调高每个座位所需面积。",
  "forecast.plausibility.intro":
    "你输入的数字互相矛盾，所以下面的利润并不可信，各项比率也不会标示为“健康”。请修改数字再计算。",
  "forecast.required": "除“营业额分成租金”外，所有项目都必须填写。",
  "forecast.unit.sqft": "平方英尺",
  "forecast.validation.choice": "请选择“是”或“否”。",
  "forecast.assumptions.intro":
    "每个数字都列明单位及来源，你可以按自己的报价或经验修改，再按“计算盈亏”。留空即使用默认值；百分比直接输入，例如 30 代表 30%。",
  "forecast.assumptions.restore": "恢复默认值",
  "forecast.assumptions.default": "默认 {value}",
  "forecast.sourceKind.industry": "行业组织",
  "forecast.sourceKind.press": "媒体报道",
  "forecast.source.S9": "Foodival 博客，引述政府统计处 2021 年收入及工时按年统计调查（餐饮业工时）",
  "forecast.source.S22": "Yau & Wong 会计师事务所：香港审计费用如何计算（英文）",
  "forecast.source.S25": "劳工处：2025 年 5 月 1 日起取消强积金“对冲”安排",
  "forecast.assumption.ADMIN_BASE": "行政开支（记账、公司秘书、商业登记、收银系统、电话）",
  "forecast.assumption.UTIL_FIXED_SHARE": "水电煤的固定部分（空调及照明）",
  "forecast.unit.HKD/ft²/month": "港元／平方英尺／月",
  "forecast.unit.HKD/ft²": "港元／平方英尺",
  "forecast.unit.ft²": "平方英尺",
  "forecast.unit.ft²/seat": "平方英尺／座位",
  "forecast.staffing.basis": "编制依据",
  "forecast.action.download": "下载 Excel 电子表格",
  "forecast.action.print": "打印",
  "forecast.action.copyLink": "复制链接",
  "forecast.action.copied": "已复制链接，可以粘贴分享。",
  "forecast.action.copyFallback": "未能自动复制，请复制以下链接：",
  "forecast.workbook.url": "在线版本",
  "forecast.intro":
    "签租约前，先输入店铺及生意的估算，一分钟内就看到每月收支：中性、悲观及乐观三个情境并排比较，强积金上限、营业额分成租金等香港规则都已计算在内。",
  "forecast.hint.selfServiceKiosk": "点餐及付款交给机器，服务员可略为减少。",
  "forecast.statutory.summary":
    "本计算依照截至{asOf}的香港法例：法定最低工资由{smwFrom}起为每小时 {smw}，下次调整预计于{smwNext}生效；雇主强积金供款为有关入息的 {mpfRate}，每月上限 {mpfCap}（有关入息下限 {riMin}、上限 {riMax}，正在检讨，积金局预计 2026 年年中提交报告）；{holidaysYear} 年有 {holidays} 天法定假日，{holidaysNextYear} 年起增至 {holidaysNext} 天。",
  "forecast.group.premises": "店铺、水电煤及装修",
  "forecast.group.admin": "行政及审计",
  "forecast.assumption.SAL_BAR": "吧台人员月薪",
  "forecast.assumption.SAL_FLOOR": "服务员月薪",
  "forecast.assumption.RELIEF_FACTOR":
    "轮休顶班系数（每年 52 个休息日、15 天法定假日（2026 年）及 7 天带薪年假）",
  "forecast.assumption.EC_INS_PCT": "雇员补偿保险（工伤保险）",
  "forecast.assumption.AUDIT_FEE_YR_SMALL": "审计费（年营业额第一级）",
  "forecast.assumption.AUDIT_FEE_YR_MEDIUM": "审计费（年营业额第二级）",
  "forecast.assumption.AUDIT_FEE_YR_LARGE": "审计费（年营业额第三级）",
  "forecast.assumption.AUDIT_SMALL_MAX_REVENUE_YR": "审计费第一级：年营业额低于",
  "forecast.assumption.AUDIT_MEDIUM_MAX_REVENUE_YR": "审计费第二级：年营业额不超过",
  "forecast.assumption.C_BAR": "每名吧台人员应付的每日客数",
  "forecast.assumption.C_FLOOR": "每名服务员应付的每日客数",
  "forecast.assumption.C_FLOOR_KIOSK": "每名服务员应付的每日客数（设自助点餐机）",
  "forecast.assumption.FOH_AREA_PER_FLOOR_STAFF": "每名服务员照顾的用餐区面积",
  "forecast.results.excluded":
    "以下开支并未计入，也没有估算：利得税；地租；店主本人的工资；如非店主亲自经营，经理或收银员的工资；酒牌及限制出售食物许可证费用；外卖平台佣金。",
  "forecast.results.besides":
    "另须预算差饷约每月 {rates}（基本租金的 {ratesRate}），以及公众责任保险及火险（财产保险）约每月 {insurance}（每年 {insuranceYear}），两者并未计入上表；上表的雇员补偿保险并不包括这两项。",
  "forecast.pdf.assumptions":
    "主要假设：食材成本占营业额 {food}；每月营业 {days} 日；人手共 {positions} 个岗位（连轮休替班约 {fte} 人），按中性情境编制，三个情境相同；悲观及乐观情境按上列客数及人均消费的变动计算；收支平衡客数已向上取整。",
  "forecast.results.provision":
    "另须预留遣散费及长期服务金：约每月 {amount}（工资的 {rate}），并未计入上表。自 2025 年 5 月 1 日起，雇主的强积金供款不能再用来抵销这两笔款项。",
  "forecast.band.hr":
    "人力成本（工资、强积金及雇员补偿保险）占营业额：低于 {low} 属健康，{low} 至 {high} 需留意，{high} 或以上属危险。",
  "forecast.line.bar": "吧台",
  "forecast.line.floor": "服务员",
  "forecast.line.staffInsurance": "雇员补偿保险",
  "forecast.line.audit": "审计",
  "forecast.role.bar": "吧台",
  "forecast.role.floor": "服务员",
  "forecast.staffing.intro":
    "人手按中性情境编制，三个情境都一样：淡季不会裁员。全职人手已计及轮休顶班，每个当值岗位 × {relief}：每名员工每年有 52 个休息日、{holidays} 天法定假日及至少 7 天带薪年假，365 天中最多只上班 {workDays} 天（未计病假）。",
};
