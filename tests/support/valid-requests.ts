/** A visitor's complete, valid enquiry from the website's contact form. */
export const VALID_ENQUIRY = {
  name: "陳大文",
  contact: "chan@example.com",
  message: "想了解開業預算規劃服務，謝謝。",
  consent: true,
};

/** A visitor's complete, valid owner questionnaire, as the app sends it (JSON). */
export const VALID_QUESTIONNAIRE = {
  stage: "site_found",
  restaurant_name: "深水埗麵家",
  district: "sham-shui-po",
  cuisine: "港式麵食",
  seats: 40,
  floor_area: 900,
  monthly_rent: 85000,
  budget: 1_200_000,
  spend_per_head: 75,
  daily_visitors: 350,
  services: ["licence", "budget"],
  contact_name: "陳大文",
  email: "owner@example.hk",
  phone: "+852 9123 4567",
  contact_method: "whatsapp",
  consent: true,
};
