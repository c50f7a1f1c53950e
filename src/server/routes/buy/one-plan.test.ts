/**
 * One plan per person (issue #15, ADR 005 "One plan per person"): a purchase waiting for the bank
 * counts as a plan, the check and the checkout's write happen under a lock on the person, and a
 * purchase abandoned at the bank stops counting once it expires. The gateway answers slowly here
 * (50–200 ms a call, like a real one), so purchases at once really overlap.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	carts,
	checkouts,
	coupons,
	enrollments,
	sandboxSubscriptions,
	users,
} from '../../db/schema';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox';
import { BANK_STEP_WINDOW_MS, GATEWAY_CALL_ABANDONED_MS } from '../../services/purchase';

const NOW = new Date('2026-11-22T10:00:00Z');

/** Demo plan offers (src/server/db/seed-data/plans.ts). */
const STUDENT_MONTHLY = 101;
const STUDENT_TRIAL = 105;
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_ANNUAL = 202;
const PROFESSIONAL_TRIAL = 205;
const PROFESSIONAL_ANNUAL_TRIAL = 206;

const CARD = {
	pays: '4242 4242 4242 4242',
	declined: '4000 0000 0000 0002',
	authenticates: '4000 0025 0000 3155',
} as const;
type CardKind = keyof typeof CARD;

/** A small seeded generator: the delays differ call to call, the same on every run. */
function seeded(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
		return state / 2_147_483_648;
	};
}

/**
 * The sandbox behind a network: each call waits 25–100 ms before reaching the gateway and as
 * long again before its answer comes back, as Stripe's round trips do.
 */
function withLatency(gateway: SandboxGateway, random: () => number): SandboxGateway {
	const pause = () => new Promise((resolve) => setTimeout(resolve, 25 + random() * 75));
	const slow =
		<A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
		async (...args: A): Promise<R> => {
			await pause();
			const answer = await method(...args);
			await pause();
			return answer;
		};
	return {
		...gateway,
		ensureCustomer: slow(gateway.ensureCustomer.bind(gateway)),
		createSubscription: slow(gateway.createSubscription.bind(gateway)),
		retrieveSubscription: slow(gateway.retrieveSubscription.bind(gateway)),
		cancelSubscription: slow(gateway.cancelSubscription.bind(gateway)),
		confirmAuthentication: slow(gateway.confirmAuthentication.bind(gateway)),
	};
}

describe.each(databaseKinds)('one plan per person on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const sandbox = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		const payments = withLatency(sandbox, seeded(15));
		app = createApp(createTestDeps(handle.db, { now, payments }));
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	// ---- helpers ------------------------------------------------------------------------------

	async function person() {
		const user = await createUser(handle.db);
		return { user, token: await tokenOf(user) };
	}

	/** A fresh access token (they last 15 minutes; some tests move the clock by a day). */
	async function tokenOf(user: { email: string; password: string }) {
		const res = await login(app, user.email, user.password);
		return res.body.data.token.access_token as string;
	}

	async function cart(planId: number, token: string) {
		const res = await call(app, 'POST', '/api/buy/setCart', {
			token,
			body: { itl: [planId], app: 1 },
		});
		expect(res.status).toBe(200);
		return res.body.data.setCart.scd as string;
	}

	async function card(kind: CardKind) {
		const res = await call(app, 'POST', '/api/sandbox/paymentMethods', {
			body: { number: CARD[kind], exp_month: 12, exp_year: 2030, cvc: '123' },
		});
		expect(res.status).toBe(200);
		return res.body.data.paymentMethod.id as string;
	}

	function pay(token: string, scd: string, spid: string, cpn?: string) {
		return call(app, 'POST', '/api/buy/paidCart', {
			token,
			body: { scd, spid, ...(cpn === undefined ? {} : { cpn }) },
		});
	}

	function bankStep(clientSecret: string, approve = true) {
		return call(app, 'POST', '/api/sandbox/confirm', {
			body: { client_secret: clientSecret, approve },
		});
	}

	function confirmPayment(token: string, scd: string) {
		return call(app, 'POST', '/api/buy/payConfirmation', { token, body: { scd } });
	}

	function subscriptionsOf(userId: number) {
		return handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(sql`${sandboxSubscriptions.metadata}->>'userId' = ${String(userId)}`)
			.orderBy(asc(sandboxSubscriptions.createdAt));
	}

	function licencesOf(userId: number) {
		return handle.db.select().from(enrollments).where(eq(enrollments.userId, userId));
	}

	function checkoutsOf(userId: number) {
		return handle.db
			.select()
			.from(checkouts)
			.where(eq(checkouts.userId, userId))
			.orderBy(asc(checkouts.id));
	}

	/** Everything a purchase by this person could have written. */
	async function snapshot(userId: number) {
		return {
			checkouts: await checkoutsOf(userId),
			licences: await licencesOf(userId),
			subscriptions: await subscriptionsOf(userId),
			carts: await handle.db.select().from(carts).where(eq(carts.userId, userId)),
			coupons: await handle.db.select().from(coupons).orderBy(asc(coupons.code)),
			user: await handle.db.select().from(users).where(eq(users.id, userId)),
		};
	}

	// ---- a purchase waiting for the bank counts as a plan -------------------------------------

	it('the issue, in order: A waits for 3-D Secure, B is refused and changes nothing, A confirmed gives 1 licence', async () => {
		const { user, token } = await person();
		const cartA = await cart(PROFESSIONAL_MONTHLY, token);
		const first = await pay(token, cartA, await card('authenticates'), 'BIENVENIDA20');
		expect(first.body.data.paidCart.result).toBe('requires_action');

		const cartB = await cart(STUDENT_MONTHLY, token);
		const trialCart = await cart(PROFESSIONAL_TRIAL, token);
		const spid = await card('pays');
		const before = await snapshot(user.id);
		for (const scd of [cartB, trialCart]) {
			const refused = await pay(token, scd, spid);
			expect(refused.status).toBe(409);
			expect(refused.body).toEqual({
				ok: false,
				result: 'plan_pending',
				msg: 'Ya tienes otra compra en curso o esperando la confirmación de tu banco. Termínala antes de empezar otra (si la dejas sin confirmar, caduca en un día): así nunca te cobramos dos veces.',
			});
		}
		expect(await snapshot(user.id)).toEqual(before);

		expect((await bankStep(first.body.data.paidCart.client_secret)).status).toBe(200);
		const confirmed = await confirmPayment(token, cartA);
		expect(confirmed.body.data.payConfirmation).toMatchObject({ result: 'ok', status: 'active' });
		// Now the plan gives access: B is refused as a second plan.
		const again = await pay(token, cartB, spid);
		expect(again.status).toBe(409);
		expect(again.body.result).toBe('plan_active');

		expect(await licencesOf(user.id)).toHaveLength(1);
		const subscriptions = await subscriptionsOf(user.id);
		expect(subscriptions).toHaveLength(1);
		expect(subscriptions[0]).toMatchObject({ status: 'active', amountPaidMinor: 1592 });
	});

	it('a purchase approved at the bank but never confirmed by the browser gets its licence when the next one looks', async () => {
		const { user, token } = await person();
		const cartA = await cart(PROFESSIONAL_ANNUAL, token);
		const first = await pay(token, cartA, await card('authenticates'));
		await bankStep(first.body.data.paidCart.client_secret);
		// The tab was closed before payConfirmation; the person tries another plan.
		const second = await pay(token, await cart(STUDENT_MONTHLY, token), await card('pays'));
		expect(second.status).toBe(409);
		expect(second.body.result).toBe('plan_active');
		expect(await licencesOf(user.id)).toMatchObject([
			{ status: 'active', planId: PROFESSIONAL_ANNUAL },
		]);
		expect(await subscriptionsOf(user.id)).toHaveLength(1);
	});

	it('a purchase abandoned at the bank counts for a day, then is cancelled at the gateway and stops counting', async () => {
		const { user } = await person();
		let token = await tokenOf(user);
		const cartA = await cart(PROFESSIONAL_MONTHLY, token);
		const first = await pay(token, cartA, await card('authenticates'), 'BIENVENIDA20');
		const secret = first.body.data.paidCart.client_secret as string;
		const [coupon] = await handle.db.select().from(coupons).where(eq(coupons.code, 'BIENVENIDA20'));

		clock = new Date(NOW.getTime() + BANK_STEP_WINDOW_MS - 60_000);
		token = await tokenOf(user);
		const cartB = await cart(PROFESSIONAL_TRIAL, token);
		expect((await pay(token, cartB, await card('pays'))).body.result).toBe('plan_pending');

		clock = new Date(NOW.getTime() + BANK_STEP_WINDOW_MS);
		token = await tokenOf(user);
		const trial = await pay(token, cartB, await card('pays'));
		expect(trial.body.data.paidCart.result).toBe('trialing');

		// A is over: its coupon is given back, the bank can no longer approve it, nothing more given.
		const [a, b] = await checkoutsOf(user.id);
		expect(a).toMatchObject({ status: 'failed' });
		expect(b).toMatchObject({ status: 'paid', trial: true });
		const [after] = await handle.db.select().from(coupons).where(eq(coupons.code, 'BIENVENIDA20'));
		expect(after?.redemptions).toBe((coupon?.redemptions ?? 0) - 1);
		const late = await bankStep(secret);
		expect(late.body.data.confirm.status).toBe('canceled');
		const confirmA = await confirmPayment(token, cartA);
		expect(confirmA.status).toBe(404);
		expect(confirmA.body.result).toBe('checkout_nf');
		expect(await licencesOf(user.id)).toMatchObject([{ status: 'trialing', trial: true }]);
		const subscriptions = await subscriptionsOf(user.id);
		expect(subscriptions.map((row) => row.status)).toEqual(['canceled', 'trialing']);
		expect(subscriptions.every((row) => row.amountPaidMinor === 0)).toBe(true);
	});

	it('a checkout whose call to the gateway died counts for 15 minutes, then stops counting', async () => {
		const { user } = await person();
		let token = await tokenOf(user);
		const cartA = await cart(PROFESSIONAL_MONTHLY, token);
		const [cartRow] = await handle.db.select().from(carts).where(eq(carts.saleCode, cartA));
		// What a process killed while waiting for the gateway leaves behind.
		await handle.db.insert(checkouts).values({
			cartId: cartRow!.id,
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			trial: false,
			amountSubtotalMinor: 1990,
			amountDiscountMinor: 0,
			amountTotalMinor: 1990,
			currency: 'EUR',
			gateway: 'sandbox',
			status: 'pending',
			createdAt: NOW,
			updatedAt: NOW,
		});
		const cartB = await cart(STUDENT_TRIAL, token);
		clock = new Date(NOW.getTime() + GATEWAY_CALL_ABANDONED_MS - 1000);
		token = await tokenOf(user);
		const before = await snapshot(user.id);
		expect((await pay(token, cartB, await card('pays'))).body.result).toBe('plan_pending');
		expect(await snapshot(user.id)).toEqual(before);

		clock = new Date(NOW.getTime() + GATEWAY_CALL_ABANDONED_MS);
		token = await tokenOf(user);
		expect((await pay(token, cartB, await card('pays'))).body.data.paidCart.result).toBe(
			'trialing',
		);
		expect((await checkoutsOf(user.id)).map((row) => row.status)).toEqual(['failed', 'paid']);
	});

	// ---- ten purchases at once ----------------------------------------------------------------

	const PAID_MIX: [number, CardKind][] = [
		[PROFESSIONAL_MONTHLY, 'pays'],
		[PROFESSIONAL_MONTHLY, 'declined'],
		[PROFESSIONAL_MONTHLY, 'authenticates'],
		[PROFESSIONAL_ANNUAL, 'pays'],
		[PROFESSIONAL_ANNUAL, 'authenticates'],
		[STUDENT_MONTHLY, 'pays'],
		[STUDENT_MONTHLY, 'declined'],
		[STUDENT_MONTHLY, 'authenticates'],
		[PROFESSIONAL_MONTHLY, 'pays'],
		[PROFESSIONAL_ANNUAL, 'declined'],
	];
	const TRIAL_MIX: [number, CardKind][] = [
		[PROFESSIONAL_TRIAL, 'pays'],
		[PROFESSIONAL_MONTHLY, 'pays'],
		[PROFESSIONAL_TRIAL, 'authenticates'],
		[STUDENT_TRIAL, 'declined'],
		[PROFESSIONAL_ANNUAL, 'authenticates'],
		[PROFESSIONAL_ANNUAL_TRIAL, 'pays'],
		[STUDENT_MONTHLY, 'declined'],
		[STUDENT_TRIAL, 'authenticates'],
		[PROFESSIONAL_MONTHLY, 'authenticates'],
		[PROFESSIONAL_TRIAL, 'declined'],
	];

	it.each([
		['paid plans', PAID_MIX],
		['trials and paid plans', TRIAL_MIX],
	])(
		'10 purchases at once (%s, mixed cards, a slow gateway): 1 subscription, 1 licence, at most 1 charge',
		async (_name, mix) => {
			const { user, token } = await person();
			/** One purchase as the checkout page makes it: pay, the bank's step if asked, confirm. */
			async function purchase(scd: string, spid: string) {
				const paid = await pay(token, scd, spid);
				if (paid.status !== 200 || paid.body.data.paidCart.result !== 'requires_action') {
					return paid;
				}
				await bankStep(paid.body.data.paidCart.client_secret);
				return confirmPayment(token, scd);
			}

			// A person declined or told to wait tries again, all at once again, until one goes
			// through: who takes the lock first decides, and a declined card gives nothing.
			let rounds = 0;
			while ((await licencesOf(user.id)).length === 0) {
				rounds++;
				expect(rounds, 'a purchase should go through within 8 rounds').toBeLessThanOrEqual(8);
				const setups = await Promise.all(
					mix.map(async ([plan, kind]) => ({
						scd: await cart(plan, token),
						spid: await card(kind),
					})),
				);
				const before = (await checkoutsOf(user.id)).length;
				const answers = await Promise.all(setups.map(({ scd, spid }) => purchase(scd, spid)));
				const outcomes = answers.map((answer) =>
					answer.status === 200 ? 'ok' : `${answer.status} ${answer.body.result}`,
				);
				for (const outcome of outcomes) {
					expect([
						'ok',
						'402 payment_failed',
						'409 plan_pending',
						'409 plan_active',
						'409 demo_used',
					]).toContain(outcome);
				}
				expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeLessThanOrEqual(1);
				// A refused purchase wrote no checkout: only those that reached the gateway did.
				const reached = outcomes.filter((outcome) => !outcome.startsWith('409')).length;
				expect((await checkoutsOf(user.id)).length - before).toBe(reached);
			}

			const licences = await licencesOf(user.id);
			expect(licences).toHaveLength(1);
			const subscriptions = await subscriptionsOf(user.id);
			// A declined card makes no subscription, as on Stripe: the one there is the licence's.
			expect(subscriptions).toHaveLength(1);
			expect(subscriptions[0]?.id).toBe(licences[0]?.gatewaySubscriptionId);
			const charged = subscriptions.filter((row) => row.transactionId !== null);
			// One charge for a paid plan; a trial charges nothing until it ends.
			expect(charged).toHaveLength(licences[0]?.trial ? 0 : 1);
			if (mix === PAID_MIX) expect(charged).toHaveLength(1);
			const live = await handle.db
				.select()
				.from(checkouts)
				.where(and(eq(checkouts.userId, user.id), inArray(checkouts.status, ['paid'])));
			expect(live).toHaveLength(1);
		},
	);
});
