// Types for vite.config.ts (apps/web is type-checked with it).
import type { Plugin } from 'vite';

/** Mantine's component sheet in the build (`assets/mantine-components-….css`). */
export declare const MANTINE_STYLESHEET: RegExp;

export declare function isEntryStylesheet(fileName: string): boolean;

/**
 * A chunk's lazy imports without the entry's sheet, and with Mantine's sheet for those that reach Mantine's
 * components (`needsMantine` of one of the files they load).
 */
export declare function withMantineStylesheet(
  code: string,
  files: { entry: string; mantine: string; needsMantine: (file: string) => boolean },
): string;

/** The chunks of a written bundle that hold Mantine's components. */
export declare function mantineChunks(bundle: Record<string, unknown>): Set<string>;

/** index.html with the entry's stylesheet inline in place of its link. */
export declare function inlineEntryStylesheet(html: string, options: { fileName: string; css: string }): string;

export declare function firstPaintCss(): Plugin;
