import { type Firm, firmVars, hasCompanyDetails } from "../../../shared/site/firm.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

const BELIEFS = [
  { title: "about.belief1.title", body: "about.belief1.body" },
  { title: "about.belief2.title", body: "about.belief2.body" },
  { title: "about.belief3.title", body: "about.belief3.body" },
] as const;

/**
 * Who we are, from configuration only (decision 040): the registered name, business registration
 * number, address and people are claims a visitor may check, so none is ever filled in for us.
 */
function CompanyDetails(props: { firm: Firm; headingLevel: "h2" | "h3" }) {
  const { firm } = props;
  const { t } = useI18n();
  const Heading = props.headingLevel;
  const rows = [
    ["about.company.registeredName", firm.registeredName],
    ["about.company.businessRegistration", firm.businessRegistration],
    ["about.company.address", firm.address],
  ] as const;
  return (
    <div className="site-company">
      <Heading className="site-about__beliefs-title">{t("about.company.title")}</Heading>
      <dl className="site-company__details">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {firm.people?.length ? (
        <>
          <Heading className="site-about__beliefs-title">{t("about.people.title")}</Heading>
          <ul className="site-company__people">
            {firm.people.map((person) => (
              <li key={`${person.name}|${person.role}`}>
                <span className="site-company__name">{person.name}</span>
                <span className="site-company__role">{person.role}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The team; its heading is the page's h1 on the "about us" page, an h2 on the home page. */
export function About(props: { headingLevel: 1 | 2; firm: Firm }) {
  const { t } = useI18n();
  const Heading = props.headingLevel === 1 ? "h1" : "h2";
  // Keep the outline unbroken whichever level the section starts at.
  const Subheading = props.headingLevel === 1 ? "h2" : "h3";
  const BeliefHeading = props.headingLevel === 1 ? "h3" : "h4";
  return (
    <section className="site-section site-about" id="about" aria-labelledby="about-title">
      <div className="content-width">
        <Heading className="site-section__title" id="about-title">
          {t("about.title")}
        </Heading>
        <p className="site-about__lead">{t("about.lead", firmVars(t, props.firm))}</p>
        <div className="site-about__story">
          <p>{t("about.body1")}</p>
          <p>{t("about.body2")}</p>
        </div>
        <Subheading className="site-about__beliefs-title">{t("about.beliefsTitle")}</Subheading>
        <ul className="site-about__beliefs">
          {BELIEFS.map((belief) => (
            <li className="site-about__belief" key={belief.title}>
              <BeliefHeading>{t(belief.title)}</BeliefHeading>
              <p>{t(belief.body)}</p>
            </li>
          ))}
        </ul>
        {hasCompanyDetails(props.firm) ? (
          <CompanyDetails firm={props.firm} headingLevel={Subheading} />
        ) : null}
        <p>
          <a className="site-button site-button--primary" href="#contact">
            {t("hero.ctaContact")}
          </a>
        </p>
      </div>
    </section>
  );
}
