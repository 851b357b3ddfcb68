// What the rest of the app uses from the batch view; other features import it only from here.
export { BatchHeader, BatchPage } from './batch-page';
