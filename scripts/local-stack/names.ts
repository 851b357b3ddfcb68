// Fixed local account values; credentials are the ones s3rver checks, the other emulators accept any.
export const region = 'us-east-1';
export const accountId = '000000000000';
export const awsCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const bucketNames = { UPLOADS_BUCKET: 'bankcsv-uploads', OUTPUTS_BUCKET: 'bankcsv-outputs' } as const;
export const stateMachineArn = `arn:aws:states:${region}:${accountId}:stateMachine:bankcsv-conversion`;
export const lambdaArn = (name: string) => `arn:aws:lambda:${region}:${accountId}:function:${name}`;
/** cognito-local sends this code for every sign-up (it prints the e-mail it would send); tests type it in. */
export const LOCAL_CONFIRMATION_CODE = '123456';
