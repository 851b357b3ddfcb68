// What the rest of the app uses from the review; other features import it only from here.
export { ReviewPage } from './review-page';
export { RowQuality } from './row-quality';
