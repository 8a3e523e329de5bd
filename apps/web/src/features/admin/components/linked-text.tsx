import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Web addresses in a text, without the punctuation that ends a sentence after one. */
const WEB_ADDRESSES = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** An address of this very app is followed inside it; any other opens as a plain link. */
function AddressLink({ address }: { address: string }) {
  const url = parsed(address);
  if (!url) return address;
  if (url.origin === window.location.origin) {
    return (
      <Anchor inherit underline="always" component={Link} to={`${url.pathname}${url.search}${url.hash}`}>
        {address}
      </Anchor>
    );
  }
  return (
    <Anchor inherit underline="always" href={url.href} rel="noopener noreferrer">
      {address}
    </Anchor>
  );
}

/** Plain text with its web addresses made into links (the text itself is never read as HTML). */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const match of text.matchAll(WEB_ADDRESSES)) {
    parts.push(text.slice(offset, match.index));
    parts.push(<AddressLink key={match.index} address={match[0]} />);
    offset = match.index + match[0].length;
  }
  parts.push(text.slice(offset));
  return <>{parts}</>;
}
