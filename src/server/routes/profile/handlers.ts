/**
 * `POST /profile/updatePassword` (ADR 004): `{ current_password, password, repeat_password }`,
 * checked with the schema the /mi-perfil form uses (src/lib/contracts/auth.ts); answers
 * `data.updatePassword: "ok"`.
 */
import type { Context } from 'hono';
import { UpdatePasswordBody } from '../../../lib/contracts/auth';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { clientAddress } from '../../middleware/client-address';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import { updateOwnPassword } from '../../services/auth/own-password';

export async function updatePassword(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		UpdatePasswordBody,
		fieldLabels('auth_api.fields', ['current_password', 'password', 'repeat_password']),
	);
	const updated = await updateOwnPassword(c.var.deps, {
		user: currentUser(c),
		currentPassword: payload.current_password,
		newPassword: payload.password,
		clientAddress: clientAddress(c),
	});
	return ok(c, 'updatePassword', updated);
}
