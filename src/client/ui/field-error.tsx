/** A field's error under it; the field names `${fieldId}-error` in its aria-describedby while there is one. */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  return error ? (
    <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}
