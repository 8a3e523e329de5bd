// A Vite build plugin for the first paint (docs/decisions/021, amended): the entry's stylesheet (Mantine's baseline
// and variables, the theme, the shell's and the kit's styles) goes inline into index.html, in a <style> whose hash
// the server puts in the pages' Content-Security-Policy, so that the first screen needs no stylesheet request. Mantine's
// component styles, a sheet of their own, are preloaded by the page without holding its first paint; the app applies
// them before it renders (src/lib/mantine-stylesheet.ts).

/** The entry chunk is named `index` (vite.config.ts), and so is its stylesheet. */
const ENTRY_STYLESHEET = /^assets\/index-[\w-]+\.css$/;
/** Mantine's component styles (src/mantine-components.css, imported by its address). */
const MANTINE_STYLESHEET = /^assets\/mantine-components-[\w-]+\.css$/;

export function isEntryStylesheet(fileName) {
  return ENTRY_STYLESHEET.test(fileName);
}

/**
 * A lazy chunk's code with Mantine's sheet in place of the entry's among the files it loads before it runs
 * (`__vite__mapDeps`): the entry's is inline in the page and would be fetched again by its address, while Mantine's
 * is the one a lazy part must not run without, and is already applied (or being so) when the app has started.
 */
export function withMantineStylesheet(code, { entry, mantine }) {
  return code.replaceAll(JSON.stringify(entry), JSON.stringify(mantine));
}

function linkTo(fileName) {
  return new RegExp(`<link rel="stylesheet"[^>]*? href="/${fileName.replaceAll('.', '\\.')}"[^>]*>`);
}

/**
 * index.html with the entry's stylesheet inline in place of its link, and the preload of Mantine's sheet after it.
 * Throws when the page does not link the sheet, or when its text could close the <style> element.
 */
export function inlineEntryStylesheet(html, { fileName, css, preload }) {
  const link = linkTo(fileName);
  if (!link.test(html)) throw new Error(`index.html does not link ${fileName}`);
  if (/<\/style/i.test(css)) throw new Error(`${fileName} would close its <style> element`);
  // `crossorigin` as on the stylesheet links of the page and of the app: one request serves them all.
  const preloadTag = preload ? `\n    <link rel="preload" as="style" crossorigin href="/${preload}">` : '';
  return html.replace(link, () => `<style>${css.trim()}</style>${preloadTag}`);
}

function cssAsset(bundle, pattern, label) {
  const found = Object.values(bundle).filter((output) => output.type === 'asset' && pattern.test(output.fileName));
  if (found.length !== 1) throw new Error(`expected one ${label} stylesheet in the build, found ${found.length}`);
  return found[0];
}

export function firstPaintCss() {
  /** The entry's sheet, once inlined (its asset is then gone from the bundle). */
  let inlined = null;
  return {
    name: 'cordee-first-paint-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entry = cssAsset(bundle, ENTRY_STYLESHEET, 'entry');
        const mantine = cssAsset(bundle, MANTINE_STYLESHEET, "Mantine's");
        const css = typeof entry.source === 'string' ? entry.source : new TextDecoder().decode(entry.source);
        const page = inlineEntryStylesheet(html, { fileName: entry.fileName, css, preload: mantine.fileName });
        // The page carries it: the file would only be fetched by mistake (the service worker precaches index-*).
        delete bundle[entry.fileName];
        inlined = entry.fileName;
        return page;
      },
    },
    // After Vite has written each lazy import's files (`vite:build-import-analysis`).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = inlined ?? cssAsset(bundle, ENTRY_STYLESHEET, 'entry').fileName;
        const mantine = cssAsset(bundle, MANTINE_STYLESHEET, "Mantine's").fileName;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withMantineStylesheet(output.code, { entry, mantine });
        }
      },
    },
    // Once every chunk is written: none may ask for the inlined sheet.
    writeBundle(_options, bundle) {
      if (!inlined) this.error('the entry stylesheet was not inlined into index.html');
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes(inlined)) {
          this.error(`${output.fileName} names ${inlined}, which the page carries inline`);
        }
      }
    },
  };
}
