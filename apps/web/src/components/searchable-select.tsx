import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';

type Option = string | { value: string; label: string };

export interface SearchableSelectProps extends Omit<SelectProps, 'data' | 'searchable' | 'searchValue'> {
  data: readonly Option[];
}

const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: Option) => (typeof option === 'string' ? option : option.label);

/**
 * A select whose list is filtered as one types. Choosing an option always shows its name in the field, even
 * the option already chosen: Mantine's own select leaves the typed letters there in that case (the value did
 * not change, so nothing tells it to), and the field then reads "Eur" while it holds "Europe/Paris".
 */
export function SearchableSelect({ data, value, onOptionSubmit, onSearchChange, ...props }: SearchableSelectProps) {
  const labelFor = (chosen: string | null | undefined) => {
    const option = data.find((each) => optionValue(each) === chosen);
    return option ? optionLabel(option) : '';
  };
  const [search, setSearch] = useState(() => labelFor(value));
  return (
    <Select
      {...props}
      data={data as Option[]}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={(typed) => {
        setSearch(typed);
        onSearchChange?.(typed);
      }}
      onOptionSubmit={(chosen) => {
        setSearch(labelFor(chosen));
        onOptionSubmit?.(chosen);
      }}
    />
  );
}
