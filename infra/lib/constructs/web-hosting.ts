import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { contentSecurityPolicy, permissionsPolicy } from '../security-headers';

export interface WebHostingProps {
  /** Origins the SPA calls beside its own (API, Cognito, upload bucket), for the CSP's connect-src. */
  readonly connect: readonly string[];
  /** Origins the SPA shows images from beside its own (presigned links into the outputs bucket). */
  readonly images: readonly string[];
  /** The stage loads GA4: its script and beacon origins join the CSP. */
  readonly analytics?: boolean;
  /** ARN of a CLOUDFRONT-scope WAF web ACL (us-east-1) in front of the distribution; none when absent. */
  readonly webAclArn?: string;
}

// Client-side routes have no object: serve index.html and let the router decide.
const spaFallback = (httpStatus: number): cloudfront.ErrorResponse => ({
  httpStatus,
  responseHttpStatus: 200,
  responsePagePath: '/index.html',
  ttl: Duration.seconds(0),
});

/** HSTS, no sniffing or framing, a strict referrer, the CSP and the permissions policy on every response. */
function securityHeaders(scope: Construct, props: WebHostingProps): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    securityHeadersBehavior: {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          connect: props.connect,
          images: props.images,
          ...(props.analytics ? { analytics: true } : {}),
        }),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy(), override: true }],
    },
  });
}

/** cdk-nag findings that do not apply to a bucket and distribution serving only the public SPA build. */
function suppressNagFindings(bucket: Bucket, distribution: cloudfront.Distribution, webAclArn: string | undefined) {
  NagSuppressions.addResourceSuppressions(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason: 'Read only by CloudFront through origin access control; it holds the public SPA build and no user data.',
    },
  ]);
  if (!webAclArn) {
    NagSuppressions.addResourceSuppressions(distribution, [
      {
        id: 'AwsSolutions-CFR2',
        reason: "The stage runs without WAF (settings.webAcl off, e.g. dev); prod has the edge stack's web ACL.",
      },
    ]);
  }
  NagSuppressions.addResourceSuppressions(distribution, [
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'Serves only the static SPA; request logs would add cost and IP-address ' +
        'records without protecting user data. The API keeps access logs.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'No custom domain yet: the default *.cloudfront.net certificate cannot ' +
        'pin a TLS policy. Add a certificate with TLSv1.2_2021 with the domain.',
    },
  ]);
}

/**
 * The SPA's private bucket behind CloudFront (origin access control). It lives in the stateful
 * stack because its domain is the app origin that CORS, Cognito and the API all trust.
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<distribution domain>` */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    // Rebuildable content: always safe to delete with the stack.
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const headers = securityHeaders(this, props);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });
    this.appOrigin = `https://${this.distribution.distributionDomainName}`;

    suppressNagFindings(this.bucket, this.distribution, props.webAclArn);
  }
}
