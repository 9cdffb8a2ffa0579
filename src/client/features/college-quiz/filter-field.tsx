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
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 sm:max-w-sm"
        aria-controls={listId}
      />
    </div>
  );
}
