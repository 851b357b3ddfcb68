import { absaProfiles } from './absa';
import { capitecProfiles } from './capitec';
import { fnbProfiles } from './fnb';
import { genericProfile } from './generic';
import { nedbankProfiles } from './nedbank';
import { otherProfiles } from './others';
import type { LayoutProfile } from './profile';
import { standardBankProfiles } from './standard-bank';

/** Most specific first: the first profile whose every pattern matches the first page wins. */
export const PROFILES: LayoutProfile[] = [
  ...fnbProfiles,
  ...absaProfiles,
  ...standardBankProfiles,
  ...nedbankProfiles,
  ...capitecProfiles,
  ...otherProfiles,
];

export function detectProfile(firstPageText: string): LayoutProfile {
  return PROFILES.find((p) => p.detect.every((re) => re.test(firstPageText))) ?? genericProfile;
}

export { genericProfile };
