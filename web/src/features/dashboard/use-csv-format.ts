import { DEFAULT_CSV_PROFILE, csvFormatKey, parseCsvProfile, type CsvProfile } from '@bankcsv/domain';
import { useCallback, useState } from 'react';

function stored(userId: string | undefined): CsvProfile {
  if (!userId) return DEFAULT_CSV_PROFILE;
  try {
    // A value this build does not know (or one edited by hand) falls back to the default.
    return parseCsvProfile(localStorage.getItem(csvFormatKey(userId))) ?? DEFAULT_CSV_PROFILE;
  } catch {
    return DEFAULT_CSV_PROFILE;
  }
}

/** The CSV layout the user last picked, remembered per user in this browser; Sage until they pick one. */
export function useCsvFormat(userId: string | undefined): [CsvProfile, (profile: CsvProfile) => void] {
  const [profile, setProfile] = useState(() => stored(userId));
  const choose = useCallback(
    (next: CsvProfile) => {
      setProfile(next);
      if (!userId) return;
      try {
        localStorage.setItem(csvFormatKey(userId), next);
      } catch {
        // Without storage the choice lasts until the page is left.
      }
    },
    [userId],
  );
  return [profile, choose];
}
