import { type Dispatch, type ReactNode, type SetStateAction, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import {
  moreContactWanted,
  type PlaceDraft,
  SOCIAL_NETWORKS,
  type TextField,
} from "../place-draft.ts";
import { InputField } from "./field.tsx";

/** One of the draft's text fields as the editor draws it: its id, value and message filled in. */
export type TextInput = (
  name: TextField,
  label: string,
  options?: {
    hint?: string;
    optional?: boolean;
    type?: "text" | "email" | "url" | "tel" | "date" | "number";
    autoComplete?: string;
    inputMode?: "text" | "numeric" | "decimal" | "email" | "tel" | "url";
  },
) => ReactNode;

/** The place's phone, WhatsApp, email, website and video, then the rarer fax and social links. */
export function ContactFields(props: {
  id: (name: string) => string;
  text: TextInput;
  draft: PlaceDraft;
  errors: Readonly<Record<string, string>>;
  errorOf: (name: string) => string | undefined;
  setDraft: Dispatch<SetStateAction<PlaceDraft>>;
}) {
  const { t } = useI18n();
  const [moreContactOpen, setMoreContactOpen] = useState(false);
  const { id, text, draft, errors, errorOf, setDraft } = props;
  return (
    <>
      {text("phone", t("listings.field.phone"), {
        type: "tel",
        autoComplete: "tel",
        inputMode: "tel",
      })}
      {text("whatsapp", t("listings.field.whatsapp"), {
        type: "tel",
        inputMode: "tel",
        hint: t("listings.field.whatsappHint"),
      })}
      {text("email", t("listings.field.email"), {
        type: "email",
        inputMode: "email",
        autoComplete: "email",
      })}
      {text("website", t("listings.field.website"), {
        type: "url",
        inputMode: "url",
        hint: t("listings.field.websiteHint"),
      })}
      {text("video_url", t("listings.field.video"), { type: "url", inputMode: "url" })}
      {/* Few owners have a fax or a LinkedIn page: out of the way until wanted, open when
          something is in it or the server named one of them. */}
      <details
        className="lst-more"
        open={moreContactOpen || moreContactWanted(draft, errors)}
        onToggle={(event) => setMoreContactOpen(event.currentTarget.open)}
      >
        <summary className="lst-more__summary">{t("listings.field.moreContact")}</summary>
        <div className="lst-more__body">
          {text("fax", t("listings.field.fax"), { type: "tel", inputMode: "tel" })}
          <fieldset className="lst-fieldset">
            <legend className="app-field__label">{t("listings.field.social")}</legend>
            {[...new Set([...SOCIAL_NETWORKS, ...Object.keys(draft.social)])].map((network) => (
              <InputField
                key={network}
                id={id(`social-${network}`)}
                label={socialLabel(network)}
                optional
                type="url"
                inputMode="url"
                value={draft.social[network] ?? ""}
                error={errorOf(`social_network.${network}`)}
                onValue={(value) =>
                  setDraft((current) => ({
                    ...current,
                    social: { ...current.social, [network]: value },
                  }))
                }
              />
            ))}
          </fieldset>
        </div>
      </details>
    </>
  );
}

const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tumblr: "Tumblr",
  flickr: "Flickr",
  google_plus: "Google+",
};
const socialLabel = (network: string) => SOCIAL_NAMES[network] ?? network;
