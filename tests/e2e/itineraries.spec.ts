/**
 * The itinerary manager (issue #7): an XL owner builds an itinerary in the wizard with two courses,
 * one of them opening on a later day (moved to the top with the keyboard-accessible buttons, so
 * the dashboard's "next course" is the locked one), assigns their pharmacy, previews it as a
 * member sees it and publishes it; finds it on their dashboard (the owner is part of the team)
 * with the day the course opens, and the player refuses that course with the same day; then moves
 * the itinerary back to draft typing CONFIRMAR, duplicates it and deletes it typing ELIMINAR.
 */
import { expect, test } from '@playwright/test';
import { futureDay, nextStep } from './itinerary-wizard';
import { logIn, newPharmacyOwner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

const OPEN_COURSE = 'Resfriado común frente a gripe: claves para diferenciarlos';
const LOCKED_COURSE = {
	name: 'Fotoprotección según el fototipo: cómo elegir y aplicar el filtro solar',
	path: 'fotoproteccion-segun-el-fototipo',
};
test.describe('itinerarios de la farmacia', () => {
	test.setTimeout(90_000);

	test('un titular XL crea, publica, ve bloqueado, pasa a borrador, duplica y elimina un itinerario', async ({
		page,
		request,
	}, testInfo) => {
		const owner = await newPharmacyOwner(request, testInfo, 'XL');
		const name = `Acogida ${testInfo.project.name} ${Date.now().toString(36)}`;
		const opens = futureDay();
		await logIn(page, owner);

		await page.goto('/aula/itinerarios/');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1, name: 'Itinerarios' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Itinerarios', exact: true })).toHaveAttribute(
			'aria-current',
			'page',
		);
		await expect(page.getByText('0 itinerarios')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Consejo en resfriado y gripe' })).toBeVisible();
		await expectNoAxeViolations(page);

		// 1. Details.
		await page.getByRole('link', { name: 'Nuevo itinerario' }).click();
		await waitForHydration(page);
		const steps = page.getByRole('navigation', { name: 'Pasos del itinerario' });
		await expect(steps.getByRole('button', { name: /Detalles/ })).toHaveAttribute(
			'aria-current',
			'step',
		);
		await page.getByLabel('Nombre del itinerario').fill(name);
		await expectNoAxeViolations(page);
		await nextStep(page, /Cursos/);

		// 2. Courses: searched without accents.
		const search = page.getByLabel('Buscar cursos');
		await search.fill('resfriado gripe');
		await page.getByRole('button', { name: `Añadir «${OPEN_COURSE}»` }).click();
		await search.fill('fotoproteccion');
		await page.getByRole('button', { name: `Añadir «${LOCKED_COURSE.name}»` }).click();
		await expect(page.getByText('2 cursos elegidos')).toBeVisible();
		await nextStep(page, /Orden y fechas/);

		// 3. Order and dates: the dated course goes first, by keyboard.
		await page.getByLabel(`Se abre el ${LOCKED_COURSE.name}`).fill(opens.iso);
		await page.getByRole('button', { name: `Subir «${LOCKED_COURSE.name}»` }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: `Bajar «${LOCKED_COURSE.name}»` })).toBeFocused();
		await expect(
			page.getByRole('status').filter({ hasText: 'es ahora el curso 1 de 2' }),
		).toHaveCount(1);
		await expectNoAxeViolations(page);
		await nextStep(page, /Farmacias/);

		// 4–5. The whole pharmacy; its people have it through it.
		await page.getByRole('checkbox', { name: owner.pharmacyName }).check();
		await nextStep(page, /Usuarios/);
		await expect(page.getByText('Ya lo recibe con su farmacia')).toBeVisible();
		await nextStep(page, /Vista previa/);

		// 6. Preview: as a member sees it today.
		const preview = page.locator('.preview-card');
		await expect(preview.getByText(`Se abre el ${opens.long}`)).toBeVisible();
		await expect(preview.getByText('Disponible')).toBeVisible();
		await expectNoAxeViolations(page);
		await nextStep(page, /Publicar/);

		// 7. Publish.
		await page.getByRole('button', { name: 'Publicar itinerario' }).click();
		await expect(page.getByRole('heading', { name: /¡Publicado!/ })).toBeFocused();

		// The owner's dashboard: the itinerary and the day its next course opens.
		await page.getByRole('link', { name: 'Ver mi campus' }).click();
		await waitForHydration(page);
		const itineraries = page.getByRole('region', { name: 'Tus itinerarios' });
		await expect(itineraries.getByRole('heading', { name })).toBeVisible();
		await expect(
			itineraries.getByText(`Siguiente: ${LOCKED_COURSE.name} (se abre el ${opens.long})`),
		).toBeVisible();

		// The player refuses it with the day.
		await page.goto(`/aula/curso/${LOCKED_COURSE.path}`);
		await waitForHydration(page);
		await expect(page.getByRole('alert')).toContainText(`Este curso se abre el ${opens.long}.`);
		await expect(
			page.getByRole('heading', { name: 'Este curso aún no está abierto' }),
		).toBeVisible();
		await expectNoAxeViolations(page);

		// Back to the list: to draft, duplicate, delete.
		await page.goto('/aula/itinerarios/');
		await waitForHydration(page);
		const card = page.getByRole('article', { name, exact: true });
		await expect(card.getByText('Publicado')).toBeVisible();
		await expectNoAxeViolations(page);
		await card.getByRole('button', { name: 'Pasar a borrador' }).click();
		const dialog = page.getByRole('dialog');
		const confirm = dialog.getByRole('button', { name: 'Pasar a borrador' });
		await expect(confirm).toBeDisabled();
		await dialog.getByRole('textbox').fill('confirmar');
		await confirm.click();
		await expect(card.getByText('Borrador', { exact: true })).toBeVisible();

		await card.getByRole('button', { name: 'Duplicar' }).click();
		await expect(page.getByRole('article', { name: `Copia de ${name}` })).toBeVisible();

		await card.getByRole('button', { name: 'Eliminar' }).click();
		const remove = dialog.getByRole('button', { name: 'Eliminar' });
		await dialog.getByRole('textbox').fill('ELIMINA');
		await expect(remove).toBeDisabled();
		await dialog.getByRole('textbox').fill(' ELIMINAR ');
		await remove.click();
		await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
		await expect(page.getByRole('article', { name: `Copia de ${name}` })).toBeVisible();
	});
});
