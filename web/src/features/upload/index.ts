// What the rest of the app uses from uploads; other features import it only from here.
export { StorageUploadError, postToStorage } from './upload-api';
export { UploadWidget } from './upload-widget';
export { transfersRunning, useBatchTransfers, type Transfer } from './batch/batch-transfers';
