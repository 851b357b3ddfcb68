import { fnbProfiles } from './fnb';
import { genericProfile } from './generic';
import type { LayoutProfile } from './profile';

/** Most specific first: the first profile whose every pattern matches the first page wins. */
export const PROFILES: LayoutProfile[] = [...fnbProfiles];

export function detectProfile(firstPageText: string): LayoutProfile {
  return PROFILES.find((p) => p.detect.every((re) => re.test(firstPageText))) ?? genericProfile;
}

export { genericProfile };
