import type { ReactNode } from 'react';
import { InputChevron, TextInput } from '../../../../components/ui';

interface FieldStandInProps {
  label: ReactNode;
  /** What the field holds, as it will show it. */
  value: string;
  placeholder?: string;
  /** A list's chevron at the end of the box. */
  chevron?: boolean;
  className?: string;
}

/**
 * A field that only works in the browser (Mantine's pickers, size `md`), as it will look, until the page has
 * hydrated: the server's HTML shows the form whole, and nothing moves when the field takes its place.
 */
export function FieldStandIn({ label, value, placeholder, chevron = false, className }: FieldStandInProps) {
  return (
    <TextInput
      size="md"
      label={label}
      value={value}
      placeholder={placeholder}
      readOnly
      rightSection={chevron ? <InputChevron /> : undefined}
      className={className}
    />
  );
}
