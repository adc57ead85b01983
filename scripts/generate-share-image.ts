/**
 * Draws the 1200×630 social-share image from SVG. The PNG is committed, so
 * run this only when the artwork changes (needs the Noto CJK fonts installed:
 * `apt-get install fonts-noto-cjk`).
 */
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2c5681"/>
      <stop offset="1" stop-color="#407cb9"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1010" cy="330" r="190" fill="none" stroke="#f1f6fa" stroke-opacity="0.25" stroke-width="26"/>
  <circle cx="1010" cy="330" r="120" fill="none" stroke="#f1f6fa" stroke-opacity="0.18" stroke-width="10"/>
  <path d="M880 170v120M860 170v60a20 20 0 0 0 40 0v-60M1140 170c-30 20-40 70-40 110h40v200" fill="none" stroke="#f1f6fa" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>
  <rect x="80" y="92" width="72" height="72" rx="16" fill="#f1f6fa"/>
  <path d="M98 112h36v10h-13v30h-10v-30h-13z" fill="#2c5681"/>
  <text x="172" y="146" font-family="Noto Sans CJK TC, sans-serif" font-size="44" font-weight="700" fill="#ffffff">Tablestart</text>
  <text x="80" y="290" font-family="Noto Sans CJK TC, sans-serif" font-size="76" font-weight="700" fill="#ffffff">餐廳開業工具箱</text>
  <text x="80" y="370" font-family="Noto Sans CJK TC, sans-serif" font-size="40" fill="#f1f6fa">Free restaurant toolkit for Hong Kong</text>
  <text x="80" y="470" font-family="Noto Sans CJK TC, sans-serif" font-size="30" fill="#f1f6fa" fill-opacity="0.9">牌照申請 · 預算規劃 · 品牌設計 · 人力資源 · 文件管理 · 市場推廣</text>
  <text x="80" y="560" font-family="Noto Sans CJK TC, sans-serif" font-size="26" fill="#f1f6fa" fill-opacity="0.75">12 years of restaurant experience · 12 年餐飲經驗</text>
</svg>`;

const out = new URL("../public/images/tablestart-share.png", import.meta.url);
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out.pathname);
console.log(`wrote ${out.pathname}`);
