import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './folded-text.module.css';

/** The fold's heights in pixels, as `folded-text.module.css` draws them. */
const FOLD_HEIGHTS = { short: 72, long: 140 } as const;
export type Fold = keyof typeof FOLD_HEIGHTS;

/**
 * Whether the content is taller than the fold, measured again as the text reflows (a phone turned). The open
 * fold takes the text's height, so that it slides open rather than jumps.
 */
function useOverflows(region: RefObject<HTMLDivElement | null>, content: RefObject<HTMLDivElement | null>, fold: Fold) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => {
      region.current?.style.setProperty('--folded-open-height', `${element.offsetHeight}px`);
      setOverflows(element.offsetHeight > FOLD_HEIGHTS[fold]);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [region, content, fold]);
  return overflows;
}

/**
 * A long text (a description) folded after a few lines, with "Show more" under it when it goes on: Mantine's
 * Spoiler without style attributes. The server's page shows the folded text; the link comes once the browser
 * has measured it.
 */
export function FoldedText({ fold = 'long', children }: { fold?: Fold; children: ReactNode }) {
  const { t } = useTranslation('crags');
  const regionId = `${useId()}-region`;
  const region = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const overflows = useOverflows(region, content, fold);

  return (
    <div>
      <div
        ref={region}
        id={regionId}
        className={classes.region}
        data-fold={fold === 'long' ? undefined : fold}
        data-open={open || undefined}
      >
        <div ref={content}>{children}</div>
      </div>
      {overflows ? (
        <button
          type="button"
          className={`mantine-focus-auto ${classes.toggle}`}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={regionId}
        >
          {open ? t('versions.showLess') : t('versions.showMore')}
        </button>
      ) : null}
    </div>
  );
}
