/**
 * Learners for the campus journeys (issue #6): a new account with a licence, made through the
 * real API (sign-up, cart, sandbox card, payment) exactly as the purchase pages do it, and logged
 * in through the real form. Every account is new, so the phone and desktop runs never meet.
 */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './support';

/** The client key every API call carries (spec §7): the site's local default. */
export const CLIENT_KEY = 'campus-web-local';
/** Plan Profesional mensual and its 5-day free trial (src/server/db/seed-data/plans.ts). */
export const PROFESSIONAL_MONTHLY = 201;
export const PROFESSIONAL_MONTHLY_TRIAL = 205;
/** The sandbox gateway's card that pays (ADR 005). */
const PAYING_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

export interface Learner {
	name: string;
	lastName: string;
	email: string;
	password: string;
	/** Access token, for API calls the test makes on the learner's behalf. */
	token: string;
}

/** The `data` of a successful API answer, failing the test with the server's answer otherwise. */
export async function apiCall<T>(
	request: APIRequestContext,
	path: string,
	body: Record<string, unknown>,
	token?: string,
): Promise<T> {
	const response = await request.post(`/api${path}`, {
		headers: { pcek: CLIENT_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
		data: body,
	});
	const json = (await response.json()) as { ok: boolean; data: T };
	expect(json, `${path} answered ${response.status()}`).toMatchObject({ ok: true });
	return json.data;
}

/** Plan Farmacia M, L and XL, monthly (src/server/db/seed-data/plans.ts). */
export const PHARMACY_MONTHLY = { M: 301, L: 311, XL: 321 } as const;

/** Signs up through the API and buys `planId` with the sandbox card; gives the access token. */
async function signUpAndBuy(
	request: APIRequestContext,
	account: Record<string, unknown>,
	planId: number | null,
	expectedStatus: 'trialing' | 'active',
): Promise<string> {
	const { token } = await apiCall<{ token: { access_token: string } }>(
		request,
		'/auth/signUp',
		account,
	);
	const bearer = token.access_token;
	if (planId !== null) {
		const { setCart } = await apiCall<{ setCart: { scd: string } }>(
			request,
			'/buy/setCart',
			{ itl: [planId], app: 1 },
			bearer,
		);
		const { paymentMethod } = await apiCall<{ paymentMethod: { id: string } }>(
			request,
			'/sandbox/paymentMethods',
			PAYING_CARD,
		);
		const { paidCart } = await apiCall<{ paidCart: { result: string } }>(
			request,
			'/buy/paidCart',
			{ scd: setCart.scd, spid: paymentMethod.id },
			bearer,
		);
		expect(paidCart.result).toBe(expectedStatus);
	}
	return bearer;
}

/** A name no other test, project or worker uses. */
function uniqueSuffix(testInfo: TestInfo): string {
	return `${testInfo.project.name}${Date.now().toString(36)}${testInfo.workerIndex}`;
}

/**
 * A new professional whose licence is the free trial (`trial`, the default: the demo licence of
 * spec §6) or the paid monthly plan, or who has no licence at all (`none`).
 */
export async function newLearner(
	request: APIRequestContext,
	testInfo: TestInfo,
	licence: 'trial' | 'paid' | 'none' = 'trial',
): Promise<Learner> {
	const unique = uniqueSuffix(testInfo);
	const learner = {
		name: 'Lucía',
		lastName: 'Navarro Gil',
		email: `lucia.${unique}@example.com`,
		password: 'Mostrador#2026',
	};
	const plan =
		licence === 'none'
			? null
			: licence === 'trial'
				? PROFESSIONAL_MONTHLY_TRIAL
				: PROFESSIONAL_MONTHLY;
	const token = await signUpAndBuy(
		request,
		{
			name: learner.name,
			last_name: learner.lastName,
			email: learner.email,
			nick: `lucia_${unique}`.slice(0, 35),
			password: learner.password,
			repeat_password: learner.password,
			user_type: 2,
			terms: true,
		},
		plan,
		licence === 'trial' ? 'trialing' : 'active',
	);
	return { ...learner, token };
}

/**
 * A new titular with their pharmacy and the paid monthly pharmacy plan of `size` (or none), made
 * through the API like {@link newLearner} (issue #7).
 */
export async function newPharmacyOwner(
	request: APIRequestContext,
	testInfo: TestInfo,
	size: keyof typeof PHARMACY_MONTHLY | null = 'XL',
): Promise<Learner & { pharmacyName: string }> {
	const unique = uniqueSuffix(testInfo);
	const owner = {
		name: 'Carmen',
		lastName: 'Ruiz Ortega',
		email: `carmen.${unique}@example.com`,
		password: 'Mostrador#2026',
		pharmacyName: `Farmacia Ruiz ${unique}`,
	};
	const token = await signUpAndBuy(
		request,
		{
			name: owner.name,
			last_name: owner.lastName,
			email: owner.email,
			nick: `carmen_${unique}`.slice(0, 35),
			password: owner.password,
			repeat_password: owner.password,
			user_type: 1,
			pharmacy_name: owner.pharmacyName,
			terms: true,
		},
		size ? PHARMACY_MONTHLY[size] : null,
		'active',
	);
	return { ...owner, token };
}

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, learner: Learner) {
	await page.goto('/login');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(learner.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(learner.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
}
