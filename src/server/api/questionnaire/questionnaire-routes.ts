import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { forecastResultsPath } from "../../../shared/questionnaire/forecast-link.ts";
import {
  type Answers,
  FORECAST_LINK_PARAM,
  QUESTIONNAIRE_HONEYPOT_FIELD,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import {
  type FieldProblem,
  validateAnswers,
} from "../../../shared/questionnaire/validate-answers.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { pagination } from "../pagination.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { answersJson } from "./answers-json.ts";
import { placeFormPrefill } from "./place-form-prefill.ts";
import { questionnaireForm } from "./questionnaire-form.ts";
import { copyMail, teamMail } from "./questionnaire-mail.ts";
import {
  answersOfUser,
  answersPage,
  markMailed,
  type StoredAnswers,
  storeAnswers,
} from "./questionnaire-repository.ts";
import { answersListQuery, questionnaireDocs } from "./questionnaire-schemas.ts";

/** As the contact form: the same per-address allowance over the same window. */
const RATE_WINDOW = "10 minutes";
const DEFAULT_PER_PAGE = 20;

/**
 * `{ns}/v1/questionnaire/…` (ours; protocol §4.3–4.4 name only form and save): the owner
 * questionnaire, its answers for the person who gave them, and the admins' list.
 */
export async function questionnaireRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, questionnaireDocs);
  const formFor = (request: FastifyRequest, language = requestLanguage(request)) =>
    questionnaireForm({
      language,
      signedIn: request.user !== null,
      siteUrl: app.config.siteUrl,
      now: new Date(),
    });
  const withPrefill = async (row: StoredAnswers) => ({
    ...answersJson(row),
    // Stored only after `validateAnswers` made them answers.
    place_form: placeFormPrefill(await app.directoryCache.catalogue(), row.answers as Answers),
  });

  app.get("/form", async (request) => ({ success: true, data: formFor(request) }));

  app.post(
    "/save",
    { config: { rateLimit: { max: app.config.enquiryRateLimit, timeWindow: RATE_WINDOW } } },
    async (request) => {
      const language = requestLanguage(request);
      const messages = MESSAGES[language];
      // Nobody to read it: keeping a person's details would only be keeping them.
      const contactEmail = app.config.contactEmail;
      if (!contactEmail) {
        throw new ApiError(
          503,
          "questionnaire_contact_not_set_up",
          translate(messages, "contact.notSetUp"),
        );
      }
      const fields = bodyFields(request);
      // Bots fill every input; people never see this one. Answer as spam and keep nothing.
      const honeypot = fields[QUESTIONNAIRE_HONEYPOT_FIELD];
      if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
        request.log.info({ ip: request.ip }, "questionnaire rejected as spam");
        throw new ApiError(400, "questionnaire_spam", translate(messages, "enquiry.spam"));
      }

      const definition = formFor(request, language);
      const check = validateAnswers(definition, fields);
      const problems: Record<string, FieldProblem> = check.ok ? {} : { ...check.problems };
      // Kept only as a results link of ours: anything else would be a link we hand the team.
      const sentLink = Object.hasOwn(fields, FORECAST_LINK_PARAM)
        ? fields[FORECAST_LINK_PARAM]
        : "";
      const forecastLink = sentLink === "" ? null : forecastResultsPath(sentLink);
      if (sentLink !== "" && forecastLink === null) {
        problems[FORECAST_LINK_PARAM] = { key: "questionnaire.error.forecastLink" };
      }
      if (!check.ok || Object.keys(problems).length > 0) {
        const params = Object.fromEntries(
          Object.entries(problems).map(([field, { key, vars }]) => [
            field,
            translate(messages, key, vars),
          ]),
        );
        throw new ApiError(
          400,
          "rest_invalid_param",
          translate(messages, "api.invalidParams", { params: Object.keys(params).join(", ") }),
          { params },
        );
      }

      const { answers } = check;
      const user = request.user;
      // Required of visitors by the definition; a signed-in person's account address otherwise.
      const email = typeof answers.email === "string" ? answers.email : (user?.email ?? "");
      const row = await storeAnswers(db, {
        userId: user?.id ?? null,
        email,
        language,
        answers,
        forecastLink,
      });

      // The stored row is the record; a mail failure is logged, not shown to the person.
      try {
        await app.mailer.send(
          teamMail(contactEmail, formFor(request, "en"), {
            id: row.id,
            email,
            language,
            answers,
            forecastUrl: forecastLink ? `${app.config.siteUrl}${forecastLink}` : null,
            userId: row.userId,
            updated: !row.created,
          }),
        );
        await markMailed(db, row.id);
      } catch (err) {
        request.log.error({ err, answersId: row.id }, "questionnaire mail to the team failed");
      }
      // Their own words go only to an address they have proved is theirs.
      const confirmed =
        user !== null && user.emailVerifiedAt !== null && user.email === email.toLowerCase();
      try {
        await app.mailer.send(
          copyMail(email, definition, answers, { language, confirmed, contactEmail }),
        );
      } catch (err) {
        request.log.error({ err, answersId: row.id }, "questionnaire copy mail failed");
      }

      const saved = await withPrefill(row);
      return {
        success: true,
        data: {
          id: saved.id,
          answers: saved.answers,
          // Where the copy went: the account's address when the answers left it out.
          email: saved.email,
          place_form: saved.place_form,
        },
        message: translate(messages, "questionnaire.api.saved"),
      };
    },
  );

  app.get("/mine", { config: { signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const row = await answersOfUser(db, user.id);
    return { success: true, data: row ? await withPrefill(row) : null };
  });

  app.get("/list", { config: { signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    if (user.role !== "admin") {
      throw new ApiError(
        403,
        "rest_permission",
        translate(MESSAGES[language], "questionnaire.api.adminsOnly"),
      );
    }
    const query = readQuery(request, answersListQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { rows, total } = await answersPage(db, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      success: true,
      data: rows.map(answersJson),
      pagination: pagination(page, perPage, total, language),
    };
  });
}
