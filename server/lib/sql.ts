/** Small SQL helpers shared by every repo. */

/** `%text%` for ILIKE, with the pattern characters `\`, `%` and `_` in the user's text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
