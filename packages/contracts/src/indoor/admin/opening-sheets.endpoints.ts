/** Opening sheets (docs/domain/indoor.md, "Administration"). */
export const gymOpeningSheetEndpoints = {};
