import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { PlaceListItemJson } from "../places/place-list-item-json.ts";
import type { termJson } from "../terms/term-json.ts";

type TermJson = ReturnType<typeof termJson>;

/** What home/init answers: the sections both home layouts show. */
export interface HomeSections {
  sliders: string[];
  categories: TermJson[];
  locations: TermJson[];
  recent_posts: PlaceListItemJson[];
}

/** A term section as the plugin's API category and location widgets send it (`Taxonomy::json`). */
function termWidget(
  type: "category" | "location",
  title: string,
  look: { style: "icon" | "image"; shape: "circle" | "landscape" },
  data: TermJson[],
) {
  return {
    title,
    description: "",
    hide_title: false,
    hide_desc: false,
    layout: `${look.style}-${look.shape}`,
    direction: "horizontal" as const,
    shape: look.shape,
    type,
    data,
  };
}

/**
 * `home/widget` (the plugin's `Api_Home_Controller::widget`): home/init's sections as a basic
 * header of slides and one widget each for the categories, the busiest districts and the newest
 * places; `options` are the locations the app's picker offers.
 */
export function homeWidgetJson(sections: HomeSections, options: TermJson[], language: Language) {
  const say = (key: "categories" | "districts" | "recent") =>
    translate(MESSAGES[language], `directory.home.${key}`);
  return {
    header: { type: "basic" as const, data: sections.sliders },
    widgets: [
      termWidget(
        "category",
        say("categories"),
        { style: "icon", shape: "circle" },
        sections.categories,
      ),
      // Districts have pictures, not icons.
      termWidget(
        "location",
        say("districts"),
        { style: "image", shape: "landscape" },
        sections.locations,
      ),
      {
        title: say("recent"),
        description: "",
        direction: "vertical" as const,
        layout: "list",
        type: "listing" as const,
        data: sections.recent_posts,
      },
    ],
    options,
  };
}
