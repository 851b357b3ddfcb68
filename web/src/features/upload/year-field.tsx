import { TextField } from '../../components/ui/text-field';

interface YearFieldProps {
  id: string;
  year: string;
  onYear(year: string): void;
  error: string | null;
  /** What the year is used for, shown while there is no error. */
  hint: string;
}

/** The optional statement year of the convert dialogs, with its error in place of its hint. */
export function YearField({ id, year, onYear, error, hint }: YearFieldProps) {
  return (
    <TextField
      id={id}
      label="Statement year"
      optional
      inputMode="numeric"
      placeholder="e.g. 2025"
      value={year}
      aria-invalid={Boolean(error)}
      onChange={onYear}
    >
      {error ? (
        <p className="convert-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field-hint">{hint}</p>
      )}
    </TextField>
  );
}
