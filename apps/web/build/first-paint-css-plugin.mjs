// A Vite build plugin for the first paint (docs/decisions/021, amended; 034): the entry's stylesheet (Mantine's baseline
// and variables, the theme, the shell's and the kit's styles) goes inline into index.html, in a <style> whose hash
// the server puts in the pages' Content-Security-Policy, so that the first screen needs no stylesheet request. Mantine's
// component styles, a sheet of their own, are loaded with the lazy code that shows Mantine's components, and only then:
// a page of the kit, rendered on the server, never parses them.

/** The entry chunk is named `index` (vite.config.ts), and so is its stylesheet. */
const ENTRY_STYLESHEET = /^assets\/index-[\w-]+\.css$/;
/** Mantine's component styles (src/mantine-components.css, imported by its address). */
export const MANTINE_STYLESHEET = /^assets\/mantine-components-[\w-]+\.css$/;

export function isEntryStylesheet(fileName) {
  return ENTRY_STYLESHEET.test(fileName);
}

const DEPS_ARRAY = /m\.f=(\[[^\]]*\])/;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's lazy imports (`__vite__mapDeps`, the files each loads before it runs) without the entry's sheet, which
 * the page carries inline and would otherwise fetch again by its address; and each lazy import that reaches Mantine's
 * components (`needsMantine` of one of its files) waits for Mantine's sheet, so that they never show unstyled. The
 * others wait for nothing more: a page of the kit never parses Mantine's sheet.
 */
export function withMantineStylesheet(code, { entry, mantine, needsMantine }) {
  const array = DEPS_ARRAY.exec(code);
  if (!array) return code;
  const files = JSON.parse(array[1]);
  const entryIndex = files.indexOf(entry);
  // The entry's place in the list now names Mantine's sheet, else the sheet is added to the list.
  if (entryIndex !== -1) files[entryIndex] = mantine;
  else if (!files.includes(mantine)) files.push(mantine);
  const mantineIndex = files.indexOf(mantine);
  const calls = code.replace(DEPS_CALL, (_call, list) => {
    const indexes = list
      .split(',')
      .map(Number)
      .filter((index) => index !== entryIndex && index !== mantineIndex);
    if (indexes.some((index) => needsMantine(files[index]))) indexes.push(mantineIndex);
    return `__vite__mapDeps([${indexes.join(',')}])`;
  });
  return calls.replace(DEPS_ARRAY, () => `m.f=${JSON.stringify(files)}`);
}

/** A module of Mantine's components (core's provider and styles API are the entry's, and show nothing themselves). */
const MANTINE_COMPONENT = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components|utils)[\\/]/;

/** The chunks holding Mantine's components, which need its sheet. */
export function mantineChunks(bundle) {
  const found = new Set();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && Object.keys(output.modules).some((id) => MANTINE_COMPONENT.test(id))) {
      found.add(output.fileName);
    }
  }
  return found;
}

function linkTo(fileName) {
  return new RegExp(`<link rel="stylesheet"[^>]*? href="/${fileName.replaceAll('.', '\\.')}"[^>]*>`);
}

/**
 * index.html with the entry's stylesheet inline in place of its link.
 * Throws when the page does not link the sheet, or when its text could close the <style> element.
 */
export function inlineEntryStylesheet(html, { fileName, css }) {
  const link = linkTo(fileName);
  if (!link.test(html)) throw new Error(`index.html does not link ${fileName}`);
  if (/<\/style/i.test(css)) throw new Error(`${fileName} would close its <style> element`);
  return html.replace(link, () => `<style>${css.trim()}</style>`);
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
        const css = typeof entry.source === 'string' ? entry.source : new TextDecoder().decode(entry.source);
        const page = inlineEntryStylesheet(html, { fileName: entry.fileName, css });
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
        const withComponents = mantineChunks(bundle);
        const needsMantine = (file) => withComponents.has(file);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk')
            output.code = withMantineStylesheet(output.code, { entry, mantine, needsMantine });
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
