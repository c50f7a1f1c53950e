/**
 * Netlify's deploy notifications (ADR 017): the outgoing webhook of "Deploy succeeded" and "Deploy
 * failed" posts the deploy as JSON, signed in `X-Webhook-Signature`: a JWS (HS256) by the "JWS
 * secret token" set in Netlify, whose claims are `iss: "netlify"` and `sha256`, the hex SHA-256 of
 * the body. Verified with jose, as the access tokens are.
 */
import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import * as v from 'valibot';

export class InvalidDeployNotification extends Error {}

const DeployPayload = v.object({
	state: v.string(),
	created_at: v.pipe(v.string(), v.isoTimestamp()),
	error_message: v.nullish(v.string()),
});

export interface DeployNotification {
	/** `ready` (live) and `error` (failed) settle publications; others are only acknowledged. */
	state: string;
	createdAt: Date;
	errorMessage: string | null;
}

export async function readDeployNotification(
	rawBody: string,
	signature: string | undefined,
	secret: string,
): Promise<DeployNotification> {
	if (!signature) throw new InvalidDeployNotification('no signature');
	let claims: Record<string, unknown>;
	try {
		({ payload: claims } = await jwtVerify(signature, new TextEncoder().encode(secret), {
			issuer: 'netlify',
			algorithms: ['HS256'],
		}));
	} catch {
		throw new InvalidDeployNotification('bad signature');
	}
	const digest = createHash('sha256').update(rawBody).digest('hex');
	// The signature is already verified: the digest it names is no secret.
	if (claims.sha256 !== digest) {
		throw new InvalidDeployNotification('body does not match the signature');
	}
	let body: unknown;
	try {
		body = JSON.parse(rawBody);
	} catch {
		throw new InvalidDeployNotification('not JSON');
	}
	const parsed = v.safeParse(DeployPayload, body);
	if (!parsed.success) throw new InvalidDeployNotification('not a deploy');
	return {
		state: parsed.output.state,
		createdAt: new Date(parsed.output.created_at),
		errorMessage: parsed.output.error_message ?? null,
	};
}
