import type { BlogPost } from '../types';
import { billConversionAsDisbursement } from './bill-conversion-as-disbursement';
import { excelConversionFailsForSage } from './excel-conversion-fails-for-sage';
import { importFnbIntoSageOne } from './import-fnb-into-sage-one';
import { sageImportTroubleshooting } from './sage-import-troubleshooting';
import { statementsNeedAYear } from './statements-need-a-year';

/** The five embedded articles, newest first. */
export const ALL_POSTS: readonly BlogPost[] = [
  importFnbIntoSageOne,
  excelConversionFailsForSage,
  sageImportTroubleshooting,
  billConversionAsDisbursement,
  statementsNeedAYear,
];
