/** The routes' statistics (docs/domain/indoor.md, "Administration"). */
export {};
