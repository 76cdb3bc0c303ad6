import { describe, expect, it } from "vitest";
import { isValidTimeZone } from "./booking";
import { isUsTimeZone, timeZoneLabel, unitTimeZone, US_TIME_ZONES, zoneOfAddress, zoneOfZip, zonePlaceName } from "./address-zone";

describe("zoneOfAddress (docs/decisions/064)", () => {
  it("reads the demo's cities by their ZIP", () => {
    expect(zoneOfAddress("48 Beacon St, Apt 3, Boston, MA 02108")).toBe("America/New_York");
    expect(zoneOfAddress("415 N Dearborn St, Unit 1204, Chicago, IL 60654")).toBe("America/Chicago");
    expect(zoneOfAddress("1500 Bay Rd, Apt 12, Miami Beach, FL 33139")).toBe("America/New_York");
    expect(zoneOfAddress("600 Congress Ave, Austin, TX 78701")).toBe("America/Chicago");
  });

  it("splits the states a zone line crosses by the ZIP's sectional center", () => {
    const cases: [string, string][] = [
      ["Pensacola, FL 32501", "America/Chicago"],
      ["Panama City, FL 32401", "America/Chicago"],
      ["Tallahassee, FL 32301", "America/New_York"],
      ["El Paso, TX 79901", "America/Denver"],
      ["Dallas, TX 75201", "America/Chicago"],
      ["Phoenix, AZ 85004", "America/Phoenix"],
      ["Indianapolis, IN 46204", "America/New_York"],
      ["Gary, IN 46402", "America/Chicago"],
      ["Evansville, IN 47708", "America/Chicago"],
      ["Louisville, KY 40202", "America/New_York"],
      ["Paducah, KY 42001", "America/Chicago"],
      ["Nashville, TN 37203", "America/Chicago"],
      ["Knoxville, TN 37902", "America/New_York"],
      ["Chattanooga, TN 37402", "America/New_York"],
      ["Detroit, MI 48226", "America/New_York"],
      ["Rapid City, SD 57701", "America/Denver"],
      ["Sioux Falls, SD 57104", "America/Chicago"],
      ["Dickinson, ND 58601", "America/Denver"],
      ["Fargo, ND 58102", "America/Chicago"],
      ["Scottsbluff, NE 69361", "America/Denver"],
      ["Omaha, NE 68102", "America/Chicago"],
      ["Wichita, KS 67202", "America/Chicago"],
      ["Boise, ID 83702", "America/Denver"],
      ["Coeur d'Alene, ID 83814", "America/Los_Angeles"],
      ["Lewiston, ID 83501", "America/Los_Angeles"],
      ["Ontario, OR 97914", "America/Denver"],
      ["Portland, OR 97204", "America/Los_Angeles"],
      ["Anchorage, AK 99501", "America/Anchorage"],
      ["Juneau, AK 99801", "America/Anchorage"],
      ["Honolulu, HI 96813", "Pacific/Honolulu"],
      ["San Juan, PR 00901", "America/Puerto_Rico"],
      ["Washington, DC 20001", "America/New_York"],
      ["Denver, CO 80202", "America/Denver"],
      ["Los Angeles, CA 90012", "America/Los_Angeles"],
      ["Las Vegas, NV 89101", "America/Los_Angeles"],
      ["Seattle, WA 98101", "America/Los_Angeles"],
      ["Salt Lake City, UT 84101", "America/Denver"],
      ["Albuquerque, NM 87102", "America/Denver"],
      ["Billings, MT 59101", "America/Denver"],
      ["Cheyenne, WY 82001", "America/Denver"],
      ["Jackson, MS 39201", "America/Chicago"],
      ["New Orleans, LA 70112", "America/Chicago"],
      ["Burlington, VT 05401", "America/New_York"],
    ];
    for (const [place, zone] of cases) expect([place, zoneOfAddress(`1 Main St, ${place}`)]).toEqual([place, zone]);
  });

  it("places every 3-digit prefix of the 50 states, DC and Puerto Rico in a listed zone", () => {
    // One ZIP per state's first sectional center at least: none falls through to the default.
    const firstZips = ["35004", "99501", "85001", "71601", "90001", "80001", "06001", "19701", "20001", "32003", "30002", "96701"];
    const more = ["83201", "60001", "46001", "50001", "66002", "40003", "70001", "03901", "20601", "01001", "48001", "55001"];
    const rest = ["38601", "63001", "59001", "68001", "88901", "03031", "07001", "87001", "10001", "27006", "58001", "43001"];
    const last = ["73001", "97001", "15001", "02801", "29001", "57001", "37010", "75001", "84001", "05001", "20101", "98001"];
    const tail = ["24701", "53001", "82001", "00601"];
    for (const zip of [...firstZips, ...more, ...rest, ...last, ...tail]) expect([zip, zoneOfZip(zip) !== null]).toEqual([zip, true]);
    expect(zoneOfZip("09001")).toBeNull(); // an overseas military post
  });

  it("without a ZIP: a served city's name, else a trailing state, else Eastern", () => {
    expect(zoneOfAddress("9 Lake Shore Dr, Chicago")).toBe("America/Chicago");
    expect(zoneOfAddress("9 Lake Shore Dr Chicago")).toBe("America/Chicago");
    expect(zoneOfAddress("12 Larimer St, Denver, CO")).toBe("America/Denver");
    expect(zoneOfAddress("12 Larimer St, Denver CO")).toBe("America/Denver");
    expect(zoneOfAddress("1 Pike St, Seattle WA")).toBe("America/Los_Angeles");
    // The street's own letters are never a state ("St"), nor unknown letters ("ZZ").
    expect(zoneOfAddress("1 Main St")).toBe("America/New_York");
    expect(zoneOfAddress("1 Main St, Somewhere ZZ")).toBe("America/New_York");
    expect(zoneOfAddress("")).toBe("America/New_York");
  });

  it("a ZIP outside the list falls back to the city and state", () => {
    expect(zoneOfAddress("1 Main St, Somewhere, CA 09001")).toBe("America/Los_Angeles");
  });
});

describe("unitTimeZone", () => {
  it("is the unit's own zone when set, else its address's", () => {
    expect(unitTimeZone({ timeZone: "America/Denver", fullAddress: "1 Main St, Chicago, IL 60601" })).toBe("America/Denver");
    expect(unitTimeZone({ timeZone: null, fullAddress: "1 Main St, Chicago, IL 60601" })).toBe("America/Chicago");
  });
});

describe("US_TIME_ZONES", () => {
  it("lists real zones, each once, with a label", () => {
    expect(new Set(US_TIME_ZONES.map(({ zone }) => zone)).size).toBe(US_TIME_ZONES.length);
    for (const { zone, label } of US_TIME_ZONES) {
      expect(isValidTimeZone(zone)).toBe(true);
      expect(timeZoneLabel(zone)).toBe(label);
    }
    expect(timeZoneLabel("America/Chicago")).toBe("Central (Chicago)");
    expect(isUsTimeZone("Europe/Paris")).toBe(false);
    expect(isUsTimeZone("America/Phoenix")).toBe(true);
    expect(US_TIME_ZONES.map(({ zone }) => zonePlaceName(zone))).toEqual([
      "New York",
      "Chicago",
      "Denver",
      "Phoenix",
      "Los Angeles",
      "Anchorage",
      "Honolulu",
      "Puerto Rico",
    ]);
  });
});
