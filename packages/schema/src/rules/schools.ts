/**
 * The finder of member schools (issue 34): its limits and the map link. Zod-free, for the page's first
 * download.
 */

/** The longest directory description a school or staff may write (plain text). */
export const SCHOOL_DESCRIPTION_MAX = 500;
/** The longest city, ZIP or search text the finder reads (a longer one is cut, not refused). */
export const SCHOOL_FILTER_MAX = 100;
/** Schools on one page of the finder. */
export const SCHOOLS_PAGE_SIZE = 50;
/** The last page the finder serves (1,000 schools at 50 a page is 20). */
export const SCHOOLS_PAGE_MAX = 200;

/**
 * The state's official source for the CHOOSE Act programme (the participating schools included), as
 * named in the facts file: the programme's site, which the Alabama Department of Revenue runs with
 * ClassWallet.
 */
export const CHOOSE_ACT_OFFICIAL_URL = "https://classwallet.com/alchoose/";

/**
 * A static map link for a listed school: an OpenStreetMap search for its name, city, state and ZIP
 * (never the street address, which is not public). A link, not a map: no third-party script.
 */
export function schoolMapUrl(school: { name: string; city: string; state: string; zipCode: string }): string {
  const query = `${school.name}, ${school.city}, ${school.state} ${school.zipCode}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
