// Made on first use and kept: an Intl formatter costs far more to make than to use (bookings,
// mails and lists format many amounts), and a page that shows none need not make one.
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

/**
 * Money is integer HKD cents everywhere (docs/ARCHITECTURE.md); here alone it becomes text:
 * "HK$120", "HK$1,280", "HK$12.50" (cents only when there are some), the way Hong Kong menus and
 * price lists write it in every language.
 */
export function formatHkd(cents: number): string {
  formats ??= {
    whole: new Intl.NumberFormat("en-HK", { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    cents: new Intl.NumberFormat("en-HK", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return `HK$${(cents % 100 === 0 ? formats.whole : formats.cents).format(cents / 100)}`;
}
