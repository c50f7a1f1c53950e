/**
 * Every call must carry a known client key in the `pcek` header (spec §7). Health checks are exempt
 * so load balancers and uptime monitors can call them without a key, and the payment gateway's
 * webhook, which Stripe calls without one: its signature is checked instead; and the scheduled
 * job round (`/api/jobs/run`), which carries its own bearer secret. A certificate's PDF
 * is a plain link (the campus, the verification page, a LinkedIn post), which no header can
 * follow; its unguessable code is what opens it, as it opens the public verification page.
 * Uploaded files (a pharmacy's logo, own-training videos and PDFs) are loaded by `<img>`,
 * `<video>` and links, which cannot send a header either; a logo's random id is its address and a
 * private file needs a signed, expiring link (routes/files), so the key would guard nothing.
 * An invoice's PDF is such a link too (`/api/buy/invoice/{id}`, issue #18). The one-click
 * unsubscribe of a mail (`/api/mail/unsubscribe`) is posted by mail providers' servers, which
 * know no key; its signed address is the proof. Netlify's deploy notifications
 * (`/api/site/deployNotification`) are signed with their own secret. So is a stored object's
 * (`/api/storage/…`, studio media read by `<video>`, `<track>` and hls.js where the storage
 * cannot presign: ADR 017m), and a
 * video's HLS playlists (`/api/media/hls/…`), signed for one viewer.
 */
import { createMiddleware } from 'hono/factory';
import { t } from '../../i18n';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const EXEMPT_PATHS = new Set([
	'/api/health',
	'/api/buy/webhook',
	'/api/jobs/run',
	'/api/mail/unsubscribe',
	'/api/site/deployNotification',
]);
const EXEMPT_PREFIXES = [
	'/api/certificates/pdf/',
	'/api/files/',
	'/api/buy/invoice/',
	'/api/storage/',
	'/api/media/hls/',
];

export const requireClientKey = createMiddleware<AppEnv>(async (c, next) => {
	const path = c.req.path;
	if (!EXEMPT_PATHS.has(path) && !EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) {
		const key = c.req.header('pcek');
		if (!key || !c.var.deps.config.clientKeys.includes(key)) {
			throw new AppError('pcek_inv', 403, t('api.pcek_inv'));
		}
	}
	await next();
});
