import { useState } from "react";
import type { MessageKey } from "../../../../shared/i18n/messages/index.ts";
import { formatHkd } from "../../../../shared/money/hkd.ts";
import { fpsProxyText } from "../../../../shared/payments/fps-proxy-text.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BankAccount } from "../api/booking-schemas.ts";
import { formatInstant } from "../booking-when.ts";

/** What the last Copy did, for the status line: copied, or refused (then the text is selectable). */
type Copied = { what: string; ok: boolean } | null;

/**
 * How to pay: the owner's instruction, and for a bank transfer what a customer on the same phone
 * needs (HK review M1): the payee, the FPS proxy, the bank account, the exact amount and the
 * reference as text with Copy buttons, and the FPS QR, when the server gives one (never made up
 * here), with "Save QR image" to scan from the album; for an unpaid transfer with a deadline
 * (`pay_by`, decision 078), the time it is released at.
 */
export function PaymentInstructions(props: {
  instruction?: string;
  accounts?: readonly BankAccount[];
  qr?: string;
  reference?: string;
  /** The exact amount in HKD ("280.00"), as the QR carries it; "" or absent when none is due. */
  amount?: string;
  /** The deadline of an unpaid transfer deposit, ISO; "" or absent when there is none. */
  payBy?: string;
}) {
  const { t, language } = useI18n();
  const [copied, setCopied] = useState<Copied>(null);
  const accounts = props.accounts ?? [];
  const payee = accounts.find((account) => account.acc_name)?.acc_name ?? "";

  async function copy(what: string, value: string) {
    try {
      // Missing outside secure origins and refusable: then the reader selects the text.
      await navigator.clipboard.writeText(value);
      setCopied({ what, ok: true });
    } catch {
      setCopied({ what, ok: false });
    }
  }

  /** One line of the details: its label, its text, and a Copy button when `value` is given. */
  const row = (label: MessageKey, display: string, value?: string) => (
    <div key={label} className="bkg-account__row">
      <dt>{t(label)}</dt>
      <dd>
        <span className="bkg-copyable">{display}</span>
        {value ? (
          <button
            type="button"
            className="app-button app-button--secondary bkg-copy"
            aria-label={t("paymentDetails.copyWhat", { what: t(label) })}
            onClick={() => void copy(t(label), value)}
          >
            {t("paymentDetails.copy")}
          </button>
        ) : null}
      </dd>
    </div>
  );

  const accountRows = (account: BankAccount) => {
    const proxy = fpsProxyText(account.fps);
    return [
      account.acc_name ? row("paymentDetails.payee", account.acc_name) : null,
      proxy ? row(`paymentDetails.fps.${proxy.kind}`, proxy.display, proxy.value) : null,
      account.bank_name ? row("bookings.payment.bankName", account.bank_name) : null,
      account.acc_number
        ? row("bookings.payment.accountNumber", account.acc_number, account.acc_number)
        : null,
    ];
  };

  return (
    <div className="bkg-payment">
      {props.payBy ? (
        <p className="bkg-payment__text bkg-payment__deadline">
          {t("bookings.payment.payBy", { payBy: formatInstant(props.payBy, language) })}
        </p>
      ) : null}
      {props.instruction ? <p className="bkg-payment__text">{props.instruction}</p> : null}
      {accounts.length || props.amount || props.reference ? (
        <dl className="bkg-accounts">
          {accounts.map((account) => (
            <div key={`${account.bank_name}-${account.acc_number}`} className="bkg-account">
              {accountRows(account)}
            </div>
          ))}
          {props.amount || props.reference ? (
            <div className="bkg-account">
              {props.amount
                ? row(
                    "paymentDetails.amount",
                    formatHkd(Math.round(Number(props.amount) * 100)),
                    props.amount,
                  )
                : null}
              {props.reference
                ? row("paymentDetails.reference", props.reference, props.reference)
                : null}
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="bkg-payment__copied" role="status">
        {copied
          ? copied.ok
            ? t("paymentDetails.copied", { what: copied.what })
            : t("paymentDetails.copyFailed")
          : null}
      </p>
      {props.qr ? (
        <figure className="bkg-fps">
          <img
            className="bkg-fps__image"
            src={props.qr}
            alt={t("bookings.payment.fpsAlt")}
            width={280}
            height={280}
          />
          <figcaption>{t("bookings.payment.fpsCaption")}</figcaption>
          <a
            className="app-button app-button--secondary"
            href={props.qr}
            download={`${props.reference || "booking"}-fps.png`}
          >
            {t("paymentDetails.saveQr")}
          </a>
          <p className="bkg-payment__text bkg-fps__hint">
            {payee
              ? t("paymentDetails.phoneHint", { name: payee })
              : t("paymentDetails.phoneHintNoName")}
          </p>
        </figure>
      ) : null}
    </div>
  );
}
