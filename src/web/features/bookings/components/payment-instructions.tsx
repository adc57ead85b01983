import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BankAccount } from "../api/booking-schemas.ts";
import { formatInstant } from "../booking-when.ts";

/**
 * How to pay: the owner's instruction, and for a bank transfer the FPS QR code, shown large, when
 * the server gives one (never made up here), the accounts to pay into and the reference to give;
 * for an unpaid transfer with a deadline (`pay_by`, decision 078), the time it is released at.
 */
export function PaymentInstructions(props: {
  instruction?: string;
  accounts: readonly BankAccount[];
  qr?: string;
  reference?: string;
  /** The deadline of an unpaid transfer deposit, ISO; "" or absent when there is none. */
  payBy?: string;
}) {
  const { t, language } = useI18n();
  return (
    <div className="bkg-payment">
      {props.payBy ? (
        <p className="bkg-payment__text bkg-payment__deadline">
          {t("bookings.payment.payBy", { payBy: formatInstant(props.payBy, language) })}
        </p>
      ) : null}
      {props.instruction ? <p className="bkg-payment__text">{props.instruction}</p> : null}
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
        </figure>
      ) : null}
      {props.accounts.length ? (
        <dl className="bkg-accounts">
          {props.accounts.map((account) => (
            <div key={`${account.bank_name}-${account.acc_number}`} className="bkg-account">
              {account.bank_name ? (
                <>
                  <dt>{t("bookings.payment.bankName")}</dt>
                  <dd>{account.bank_name}</dd>
                </>
              ) : null}
              {account.acc_name ? (
                <>
                  <dt>{t("bookings.payment.accountName")}</dt>
                  <dd>{account.acc_name}</dd>
                </>
              ) : null}
              {account.acc_number ? (
                <>
                  <dt>{t("bookings.payment.accountNumber")}</dt>
                  <dd className="bkg-copyable">{account.acc_number}</dd>
                </>
              ) : null}
            </div>
          ))}
        </dl>
      ) : null}
      {props.reference ? (
        <p className="bkg-payment__text">
          {t("bookings.payment.reference", { reference: props.reference })}
        </p>
      ) : null}
    </div>
  );
}
