import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { querySelects, SearchFilters } from './filter-controls';

type Key = 'q' | 'field';

const FORM = {
  name: 'Search things',
  searchLabel: 'Search by name',
  className: 'p-5',
  gridClassName: 'gap-4',
};

function Filters({
  query,
  onFilter,
  onClear,
}: {
  query: Partial<Record<Key, string>>;
  onFilter: (key: Key, value: string) => void;
  onClear: () => void;
}) {
  const select = querySelects<Key>((key) => query[key], onFilter);
  const filtered = Object.keys(query).length > 0;
  return (
    <SearchFilters {...FORM} appliedText={query.q} onSearch={(text) => onFilter('q', text)} filtered={filtered} onClear={onClear}>
      {select('field', 'Field', 'Any field', [{ value: 'art', label: 'Art' }])}
    </SearchFilters>
  );
}

describe('SearchFilters', () => {
  afterEach(cleanup);

  it('applies the trimmed search words on submit and each list as it changes', () => {
    const onFilter = vi.fn();
    render(<Filters query={{}} onFilter={onFilter} onClear={() => {}} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: '  nurse ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFilter).toHaveBeenCalledWith('q', 'nurse');
    fireEvent.change(screen.getByRole('combobox', { name: 'Field' }), { target: { value: 'art' } });
    expect(onFilter).toHaveBeenCalledWith('field', 'art');
    expect(screen.getByRole('combobox', { name: 'Field' }).id).toBe('filter-field');
  });

  it('offers Clear only while a search or filter applies', () => {
    const onClear = vi.fn();
    const { rerender } = render(<Filters query={{}} onFilter={() => {}} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
    rerender(<Filters query={{ field: 'art' }} onFilter={() => {}} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByRole('search', { name: 'Search things' })).toBeTruthy();
  });
});
