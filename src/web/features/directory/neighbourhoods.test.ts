import { describe, expect, it } from "vitest";
import { neighbourhoodsToOffer } from "./neighbourhoods.ts";

const term = (term_id: number, count: number) => ({ term_id, count });
/** 油尖旺 as the demo seeds it: six places, five of them in three of its seven neighbourhoods. */
const yauTsimMong = term(9, 6);
const hoods = [term(46, 1), term(47, 0), term(48, 0), term(49, 4), term(50, 1), term(51, 0)];

describe("the neighbourhoods offered under a district", () => {
  it("are those with places, in the order the list gives them", () => {
    expect(neighbourhoodsToOffer(yauTsimMong, hoods).map((hood) => hood.term_id)).toEqual([
      46, 49, 50,
    ]);
  });

  it("are none when one holds every place of the district, as it would narrow nothing", () => {
    const tuenMun = term(17, 6);
    expect(neighbourhoodsToOffer(tuenMun, [term(81, 6)])).toEqual([]);
    expect(neighbourhoodsToOffer(tuenMun, [term(81, 6), term(82, 0)])).toEqual([]);
  });

  it("keep a lone neighbourhood that holds only some of the district's places", () => {
    expect(neighbourhoodsToOffer(term(13, 5), [term(70, 4), term(71, 0)])).toEqual([term(70, 4)]);
  });

  it("always keep the chosen one, empty or the district's only one", () => {
    expect(neighbourhoodsToOffer(yauTsimMong, hoods, 47).map((hood) => hood.term_id)).toEqual([
      46, 47, 49, 50,
    ]);
    expect(neighbourhoodsToOffer(term(17, 6), [term(81, 6), term(82, 0)], 81)).toEqual([
      term(81, 6),
    ]);
  });

  it("are none for a district without neighbourhoods or places", () => {
    expect(neighbourhoodsToOffer(term(3, 0), [])).toEqual([]);
    expect(neighbourhoodsToOffer(term(3, 0), [term(4, 0)])).toEqual([]);
  });
});
