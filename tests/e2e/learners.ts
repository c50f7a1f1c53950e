/**
 * Learners for the campus journeys (issue #6): a new account with a licence, made through the
 * real API (sign-up, cart, sandbox card, payment) exactly as the purchase pages do it, and logged
 * in through the real form. Every account is new, so the phone and desktop runs never meet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
	devices,
	expect,
	type APIRequestContext,
	type Browser,
	type Page,
	type TestInfo,
} from '@playwright/test';
import { visitorAddressHeader } from './server';
import type { CourseDocument } from '../../src/lib/contracts/course-document';
import { waitForHydration } from './support';

/** The client key every API call carries (spec §7): the site's local default. */
export const CLIENT_KEY = 'campus-web-local';
/** Plan Profesional mensual and its 5-day free trial (src/server/db/seed-data/plans.ts). */
export const PROFESSIONAL_MONTHLY = 201;
export const PROFESSIONAL_MONTHLY_TRIAL = 205;
/** The sandbox gateway's card that pays (ADR 005). */
const PAYING_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
/** Stripe's 0341: the card is taken, every charge on it is declined (issue #18). */
const DECLINING_CARD = { ...PAYING_CARD, number: '4000000000000341' };

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
		headers: {
			pcek: CLIENT_KEY,
			// Each account the journeys make comes from a visitor of its own (ADR 004 limits).
			...visitorAddressHeader(),
			...(token ? { authorization: `Bearer ${token}` } : {}),
		},
		data: body,
	});
	const json = (await response.json()) as { ok: boolean; data: T };
	expect(json, `${path} answered ${response.status()}`).toMatchObject({ ok: true });
	return json.data;
}

/** Plan Farmacia M, L and XL, monthly (src/server/db/seed-data/plans.ts). */
export const PHARMACY_MONTHLY = { M: 301, L: 311, XL: 321 } as const;

/**
 * Who a pharmacy's invoices are made out to, as its checkout asks (issue #18): a pharmacy plan is
 * not sold without them. The CIF's control digit is right.
 */
export const PHARMACY_BILLING = {
	billing_name: 'Farmacia Ruiz Ortega, C.B.',
	tax_id: 'E12345674',
	billing_address: 'Calle del Carmen 4, 28013 Madrid',
} as const;

/**
 * Signs up through the API and buys `planId` with the sandbox card (with `billing`, the invoice's
 * details the checkout sends); gives the access token.
 */
async function signUpAndBuy(
	request: APIRequestContext,
	account: Record<string, unknown>,
	planId: number | null,
	expectedStatus: 'trialing' | 'active',
	billing: typeof PHARMACY_BILLING | null = null,
	card: typeof PAYING_CARD = PAYING_CARD,
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
			card,
		);
		const { paidCart } = await apiCall<{ paidCart: { result: string } }>(
			request,
			'/buy/paidCart',
			{ scd: setCart.scd, spid: paymentMethod.id, ...billing },
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
 * spec §6) or the paid monthly plan, or who has no licence at all (`none`); or whose trial ended
 * with a card that declined its first charge (`failed_renewal`: the licence is `past_due`, brought
 * there by the sandbox's test clock).
 */
export async function newLearner(
	request: APIRequestContext,
	testInfo: TestInfo,
	licence: 'trial' | 'paid' | 'none' | 'failed_renewal' = 'trial',
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
			: licence === 'paid'
				? PROFESSIONAL_MONTHLY
				: PROFESSIONAL_MONTHLY_TRIAL;
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
		licence === 'paid' ? 'active' : 'trialing',
		null,
		licence === 'failed_renewal' ? DECLINING_CARD : PAYING_CARD,
	);
	if (licence === 'failed_renewal') {
		const { getSubscriptions } = await apiCall<{
			getSubscriptions: { ens: { enrollment_id: number }[] };
		}>(request, '/buy/getSubscriptions', {}, token);
		const { advanceClock } = await apiCall<{ advanceClock: { status: string } }>(
			request,
			'/sandbox/advanceClock',
			{ eid: getSubscriptions.ens[0]?.enrollment_id ?? 0 },
			token,
		);
		expect(advanceClock.status).toBe('past_due');
	}
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
		PHARMACY_BILLING,
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

/** The demo course with the least video: a video, a counter scene, a PDF and a quiz (6 min 10 s). */
export const SHORT_COURSE = {
	id: 1019,
	path: 'dermatitis-del-panal',
	name: 'Dermatitis del pañal: prevención, pastas al agua y cuándo derivar',
} as const;

interface PlayerItem {
	iid: number;
	type: 'video' | 'counter_scene' | 'pdf' | 'quiz';
	dur: number;
}

/** Every item of course `cid` done through the API, as the player would do it. */
export async function completeCourse(request: APIRequestContext, token: string, cid: number) {
	const { getCourse } = await apiCall<{ getCourse: { topics: { items: PlayerItem[] }[] } }>(
		request,
		'/progress/getCourse',
		{ cid },
		token,
	);
	const items = getCourse.topics.flatMap((topic) => topic.items);
	for (const item of items) {
		if (item.type === 'video' || item.type === 'counter_scene') {
			await apiCall(
				request,
				'/progress/saveProgress',
				{ iid: item.iid, pos: item.dur, rng: [[0, item.dur]], ts: Date.now() },
				token,
			);
		} else if (item.type === 'pdf') {
			const response = await request.post('/api/progress/downloadResource', {
				headers: { pcek: CLIENT_KEY, authorization: `Bearer ${token}` },
				data: { iid: item.iid },
			});
			expect(response.status()).toBe(200);
		} else {
			await passQuiz(request, token, item.iid);
		}
	}
}

/** Every question of the demo quizzes (content/courses/*.json), read from the files once. */
const demoQuestions = (() => {
	const folder = new URL('../../content/courses/', import.meta.url);
	return readdirSync(folder).flatMap((file) => {
		const course = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as CourseDocument;
		return course.program
			.flatMap((topic) => topic.items)
			.flatMap((item) => (item.type === 'quiz' ? item.questions : []));
	});
})();

/** A demo quiz question's right option, by its prompt. */
function rightOption(prompt: string): string {
	const question = demoQuestions.find((candidate) => candidate.prompt === prompt);
	const right = question?.options[question.answer];
	if (right === undefined) throw new Error(`no demo quiz asks "${prompt}"`);
	return right;
}

/**
 * The quiz passed at the first attempt through the API, as {@link passQuizInPlayer} does in the
 * page: each question's right option picked by its text, in the order the attempt shows.
 */
async function passQuiz(request: APIRequestContext, token: string, iid: number) {
	const { getQuiz } = await apiCall<{
		getQuiz: { attempt: number; questions: { prompt: string; options: string[] }[] };
	}>(request, '/progress/getQuiz', { iid }, token);
	const answers = getQuiz.questions.map((question) =>
		question.options.indexOf(rightOption(question.prompt)),
	);
	const { submitQuiz } = await apiCall<{ submitQuiz: { passed: boolean } }>(
		request,
		'/progress/submitQuiz',
		{ iid, attempt: getQuiz.attempt, answers },
		token,
	);
	expect(submitQuiz.passed).toBe(true);
}

/** Chromium's fastest playback: 6 minutes of video in about 25 seconds. */
export const PLAYBACK_RATE = 16;

/** The player's current video (or counter scene) played to its end, muted and sped up. */
export async function watchToTheEnd(page: Page) {
	const video = page.locator('video');
	// A person points at the video before playing it; for an HLS lesson in a browser that needs
	// hls.js, that first interaction is what loads it (issue #19).
	await video.hover();
	await expect(video)
		.toHaveJSProperty('readyState', 4, { timeout: 15_000 })
		.catch(() => {});
	await video.evaluate(async (element: HTMLVideoElement, rate) => {
		element.muted = true;
		element.playbackRate = rate;
		await element.play();
	}, PLAYBACK_RATE);
	await expect(page.getByText('¡Completado!')).toBeVisible({ timeout: 60_000 });
}

/**
 * The player's quiz passed in the page at the first attempt: each question's right option (from
 * the demo quizzes) checked by its text, whatever order the attempt shows them in.
 */
export async function passQuizInPlayer(page: Page) {
	const questions = page.locator('form.quiz__form').getByRole('group');
	await expect(questions.first()).toBeVisible();
	const count = await questions.count();
	expect(count).toBeGreaterThanOrEqual(3);
	for (let index = 0; index < count; index++) {
		const question = questions.nth(index);
		const legend = (await question.locator('legend').textContent()) ?? '';
		// The legend reads "Pregunta N. <prompt>".
		const prompt = legend.replace(/^Pregunta \d+\.\s*/, '').trim();
		await question.getByRole('radio', { name: rightOption(prompt), exact: true }).check();
	}
	await page.getByRole('button', { name: 'Enviar respuestas' }).click();
	await expect(page.getByRole('status').filter({ hasText: '¡Test superado!' })).toBeVisible();
}

/** Another person's browser, on the same kind of device as the project's, on `baseURL`. */
export async function newVisitor(
	browser: Browser,
	testInfo: TestInfo,
	baseURL = testInfo.project.use.baseURL,
): Promise<Page> {
	const device = testInfo.project.name === 'movil' ? devices['Pixel 7'] : devices['Desktop Chrome'];
	if (!baseURL) throw new Error('the project has no baseURL');
	const context = await browser.newContext({
		...device,
		baseURL,
		locale: 'es-ES',
		reducedMotion: 'reduce',
		storageState: 'tests/e2e/fixtures/consent-given.json',
	});
	return context.newPage();
}
