import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { ExternalAnchor, Text } from '../../../../components/ui';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

/** Web addresses in a text, without the punctuation that ends a sentence after one. */
const WEB_ADDRESSES = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** A comment's words, cut into plain text and the web addresses found in it (http and https only). */
export function textParts(text: string): ({ text: string } | { address: string })[] {
  const parts: ({ text: string } | { address: string })[] = [];
  let offset = 0;
  for (const match of text.matchAll(WEB_ADDRESSES)) {
    if (match.index > offset) parts.push({ text: text.slice(offset, match.index) });
    parts.push({ address: match[0] });
    offset = match.index + match[0].length;
  }
  if (offset < text.length) parts.push({ text: text.slice(offset) });
  return parts;
}

/**
 * A comment as its author typed it: plain text whose line breaks are kept and whose web addresses open elsewhere,
 * in a new tab, marked as written by a climber (`ugc`) and not vouched for (`nofollow`). The text is never read as
 * HTML: React writes it as text, whatever it holds.
 */
export function LinkedText({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const shown: ReactNode[] = textParts(text).map((part, index) =>
    'address' in part ? (
      <ExternalAnchor
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in their order, never move.
        key={index}
        href={part.address}
        rel="nofollow ugc noopener noreferrer"
        target="_blank"
        underline="always"
        data-testid="comment-link"
      >
        {part.address}
        <VisuallyHiddenText> {t('comment.newTab')}</VisuallyHiddenText>
      </ExternalAnchor>
    ) : (
      part.text
    ),
  );
  return (
    <Text preWrap breakAnywhere data-testid={testId}>
      {shown}
    </Text>
  );
}
