import { useI18n } from "../../i18n/i18n-context.tsx";
import { useModals } from "../../shell/modal/modal-context.tsx";
import { ServiceDetails } from "./service-details.tsx";
import { ServiceIcon } from "./service-icon.tsx";
import { SERVICE_IDS, type ServiceId, serviceText } from "./service-list.ts";

/** "What we do": the six services as cards, each with a modal that tells the whole story. */
export function Services(props: { onAskAbout: (message: string) => void }) {
  const { onAskAbout } = props;
  const { t } = useI18n();
  const modals = useModals();

  function openDetails(id: ServiceId) {
    const text = serviceText(id);
    const title = t(text.title);
    modals.open({
      title,
      cancelable: true,
      render: (close) => (
        <ServiceDetails
          body={t(text.body)}
          pointsTitle={t("services.pointsTitle")}
          points={text.points.map((key) => t(key))}
          askLabel={t("services.ask")}
          onAsk={() => {
            close();
            onAskAbout(t("services.askMessage", { service: title }));
          }}
        />
      ),
    });
  }

  return (
    <section className="site-section" id="services" aria-labelledby="services-title">
      <div className="content-width">
        <h2 className="site-section__title" id="services-title">
          {t("services.title")}
        </h2>
        <p className="site-section__intro">{t("services.intro")}</p>
        <ul className="site-services">
          {SERVICE_IDS.map((id) => {
            const text = serviceText(id);
            const title = t(text.title);
            return (
              <li className="site-service" key={id}>
                <ServiceIcon id={id} />
                <h3 className="site-service__title" id={`service-${id}`}>
                  {title}
                </h3>
                <p className="site-service__summary">{t(text.summary)}</p>
                <button
                  className="site-button site-button--secondary site-service__more"
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t("services.learnMoreLabel", { service: title })}
                  onClick={() => openDetails(id)}
                >
                  {t("services.learnMore")}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
