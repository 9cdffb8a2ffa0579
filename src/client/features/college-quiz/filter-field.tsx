import { SearchBox } from '@client/ui/filter-controls';

/** The search box above a checklist (states, majors); `listId` is the list it narrows. */
export function FilterField({
  id,
  listId,
  label,
  value,
  onChange,
}: {
  id: string;
  listId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mt-3">
      <SearchBox id={id} label={label} value={value} onChange={onChange} className="sm:max-w-sm" aria-controls={listId} />
    </div>
  );
}
