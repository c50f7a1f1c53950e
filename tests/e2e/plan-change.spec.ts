/**
 * Changing plan (issue #17, ADR 005 "Changing plan"): a free licence is replaced by a bought plan
 * and the course it kept closed opens; a subscriber who tries to buy the annual plan is offered
 * the switch, sees what is charged today before confirming, and is on the annual plan after; a
 * cancelled subscriber reactivates before the end. Free accounts are the two demo ones (one per
 * project); the others are new accounts made through the real API.
 */
import { expect, test } from '@playwright/test';
import { CARD, fillCard } from './checkout';
import { apiCall, logIn, newLearner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A course the demo licence (trial or free) does not open (seed data: demoExcluded). */
const EXCLUDED_PATH = 'cuidado-de-la-piel-con-tratamiento-oncologico';
/** The demo accounts with a free licence (src/server/db/seed-data/accounts.ts). */
const FREE_ACCOUNTS = { movil: 'demo@liceo.local', escritorio: 'gratuita@liceo.local' };
const DEMO_PASSWORD = 'Campus#2026';

test.describe('cambio de plan', () => {
	// Each journey makes an account, pays, logs in and goes through four pages: more than the
	// default 30 s on a shared two-core machine.
	test.describe.configure({ timeout: 90_000 });

	test('una cuenta gratuita compra el Plan Profesional mensual y abre el curso que tenía cerrado', async ({
		page,
	}, testInfo) => {
		const email = FREE_ACCOUNTS[testInfo.project.name as keyof typeof FREE_ACCOUNTS];
		await logIn(page, { email, password: DEMO_PASSWORD, name: '', lastName: '', token: '' });

		await page.goto(`/aula/curso/${EXCLUDED_PATH}`);
		await waitForHydration(page);
		// The player answers after the session check and the course call: on a loaded two-core
		// machine that can take longer than the default 5 s.
		await expect(page.getByRole('alert')).toContainText(
			'Este curso no está incluido en tu licencia gratuita',
			{ timeout: 20_000 },
		);

		await page.goto('/compra/profesional-mensual');
		await waitForHydration(page);
		// The free licence does not send the person to "ya tienes un plan activo".
		await fillCard(page, CARD.pays);
		await page.getByRole('button', { name: 'Pagar 19,90 €' }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gracias por tu compra/);

		await page.goto(`/aula/curso/${EXCLUDED_PATH}`);
		await waitForHydration(page);
		await expect(page.getByRole('navigation', { name: 'Programa del curso' })).toBeVisible();
		await expect(page.getByRole('alert')).toHaveCount(0);

		await page.goto('/aula/mis-suscripciones');
		await waitForHydration(page);
		const paid = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Plan Profesional mensual' }) });
		await expect(paid).toContainText('Estado: Activa');
		const free = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Plan Profesional anual' }) });
		await expect(free).toContainText('Estado: Cancelada');
	});

	test('un suscriptor mensual que quiere el anual lo cambia viendo antes lo que paga hoy', async ({
		page,
		request,
	}, testInfo) => {
		const buyer = await newLearner(request, testInfo, 'paid');
		await logIn(page, buyer);

		// Buying a second plan offers the switch instead.
		await page.goto('/compra/profesional-anual');
		await expect(page).toHaveURL(/\/ya-tienes-un-plan-activo\?plan=202$/);
		await waitForHydration(page);
		const offer = page.getByRole('link', { name: 'Cambiar a Plan Profesional anual' });
		await expect(offer).toBeVisible();
		await expectNoAxeViolations(page);
		await offer.click();

		await expect(page).toHaveURL(/\/aula\/mis-suscripciones\?cambiar=202$/);
		await waitForHydration(page);
		const choice = page.getByRole('group', { name: 'Cambiar de plan: Plan Profesional mensual' });
		await expect(
			choice.getByRole('radio', { name: /^Plan Profesional anual: 191,04\s€ al año$/ }),
		).toBeChecked();
		await page.screenshot({
			path: `test-results/plan-change-${testInfo.project.name}.png`,
			fullPage: true,
		});
		await expectNoAxeViolations(page);
		await choice.getByRole('button', { name: 'Ver lo que pago hoy' }).click();

		// Bought a moment ago: the unused month (19,90 €) comes off the year (191,04 €).
		const dialog = page.getByRole('dialog', { name: '¿Cambiar a Plan Profesional anual?' });
		await expect(dialog).toContainText(/Hoy pagas 171,14\s€\./);
		await expect(dialog).toContainText(/Después, 191,04\s€ al año a partir del/);
		await expectNoAxeViolations(page);
		await dialog.getByRole('button', { name: /^Cambiar y pagar 171,14\s€$/ }).click();
		await expect(dialog).toBeHidden();

		await expect(page.getByRole('status').filter({ hasText: '¡Listo!' })).toContainText(
			'Ya tienes el Plan Profesional anual.',
		);
		const annual = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Plan Profesional anual' }) });
		await expect(annual).toContainText('Estado: Activa');
		await expect(annual).toContainText(/191,04\s€ al año/);
		const { getSubscriptions } = await apiCall<{
			getSubscriptions: { ens: { lid: number; periodicity: number }[] };
		}>(request, '/buy/getSubscriptions', {}, buyer.token);
		expect(getSubscriptions.ens).toMatchObject([{ lid: 202, periodicity: 1 }]);
	});

	test('un suscriptor que canceló reactiva su plan antes de que termine', async ({
		page,
		request,
	}, testInfo) => {
		const buyer = await newLearner(request, testInfo, 'paid');
		const { getSubscriptions } = await apiCall<{
			getSubscriptions: { ens: { enrollment_id: number }[] };
		}>(request, '/buy/getSubscriptions', {}, buyer.token);
		await apiCall(
			request,
			'/buy/unsubscribe',
			{ eid: getSubscriptions.ens[0]?.enrollment_id },
			buyer.token,
		);
		await logIn(page, buyer);

		await page.goto('/aula/mis-suscripciones');
		await waitForHydration(page);
		const licence = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Plan Profesional mensual' }) });
		await expect(licence).toContainText('Acceso hasta el');
		await licence
			.getByRole('button', { name: 'Reactivar suscripción: Plan Profesional mensual' })
			.click();
		const dialog = page.getByRole('dialog', { name: '¿Reactivar Plan Profesional mensual?' });
		await expect(dialog).toContainText('No se cobra nada hoy.');
		await expect(dialog).toContainText(/Próximo pago: 19,90\s€ el/);
		await dialog.getByRole('button', { name: 'Reactivar' }).click();
		await expect(
			page.getByRole('status').filter({ hasText: 'Suscripción reactivada' }),
		).toBeVisible();
		await expect(licence).toContainText('Se renueva el');
		await expect(
			licence.getByRole('button', { name: 'Cancelar suscripción: Plan Profesional mensual' }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});
});
