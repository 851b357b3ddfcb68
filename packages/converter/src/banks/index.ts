import { absaProfiles } from './absa';
import { capitecProfiles } from './capitec';
import { fnbProfiles } from './fnb';
import { genericCardProfile, genericProfile } from './generic';
import { nedbankProfiles } from './nedbank';
import { otherProfiles } from './others';
import type { LayoutProfile } from './profile';
import { standardBankProfiles } from './standard-bank';

/** Most specific first: on equal evidence and an equal reading, the earlier profile wins. */
export const PROFILES: LayoutProfile[] = [
  ...fnbProfiles,
  ...absaProfiles,
  ...standardBankProfiles,
  ...nedbankProfiles,
  ...capitecProfiles,
  ...otherProfiles,
];

export { genericCardProfile, genericProfile };
