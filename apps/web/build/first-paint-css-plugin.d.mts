// Types for vite.config.ts (apps/web is type-checked with it).
import type { Plugin } from 'vite';

export declare function isEntryStylesheet(fileName: string): boolean;

/** A lazy chunk's code with Mantine's sheet in place of the entry's among the files it loads before it runs. */
export declare function withMantineStylesheet(code: string, files: { entry: string; mantine: string }): string;

/** index.html with the entry's stylesheet inline in place of its link, and the preload of Mantine's sheet. */
export declare function inlineEntryStylesheet(
  html: string,
  options: { fileName: string; css: string; preload?: string },
): string;

export declare function firstPaintCss(): Plugin;
