import type { MetaDescriptor } from "react-router";
import type { SeoRecord } from "../../shared/site/seo-record.ts";

/** The SEO record as the tags React Router writes into <head>. */
export function seoMeta(seo: SeoRecord, siteName: string): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.hreflangs.map((alt) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt.lang,
      href: alt.href,
    })),
    { property: "og:type", content: seo.ogType },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: seo.ogTitle },
    { property: "og:description", content: seo.ogDescription },
    { property: "og:url", content: seo.ogUrl },
    { property: "og:locale", content: seo.ogLocale },
    { property: "og:image", content: seo.ogImage },
    ...(seo.ogImageSize
      ? [
          { property: "og:image:width", content: String(seo.ogImageSize.width) },
          { property: "og:image:height", content: String(seo.ogImageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: seo.ogImageAlt },
    { name: "twitter:card", content: seo.twitterCardType },
    { name: "twitter:title", content: seo.twitterTitle },
    { name: "twitter:description", content: seo.twitterDescription },
    { name: "twitter:image", content: seo.twitterImage },
  ];
}
