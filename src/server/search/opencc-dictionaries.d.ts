/**
 * opencc-js ships its dictionaries as modules (`dist/esm-lib/dict/*.js`, reached through the
 * package's `./*` export) without type declarations: each is one string of "source target"
 * entries joined by "|".
 */
declare module "opencc-js/dict/*" {
  const dictionary: string;
  export default dictionary;
}
