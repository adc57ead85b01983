/**
 * Money is integer HKD cents everywhere (docs/ARCHITECTURE.md); here alone it becomes text:
 * "HK$120", "HK$1,280", "HK$12.50" (cents only when there are some), the way Hong Kong menus and
 * price lists write it in every language.
 */
export function formatHkd(cents: number): string {
  const whole = cents % 100 === 0;
  return `HK$${(cents / 100).toLocaleString("en-HK", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
