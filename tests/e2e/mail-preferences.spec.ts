/**
 * Optional mails (issue #18): a team member whose owner publishes an itinerary receives its mail
 * with the one-click unsubscribe header and a footer link; the link's page asks before it acts,
 * and once confirmed mi-perfil shows the reminders switched off, where the person switches them
 * on again.
 */
import { expect, test } from '@playwright/test';
import { apiCall, logIn, newLearner, newPharmacyOwner, SHORT_COURSE } from './learners';
import { joinLinkFor, latestMailTo } from './outbox';
import { expectNoAxeViolations, waitForHydration } from './support';

test('un miembro deja de recibir los recordatorios desde el correo y los vuelve a activar en su perfil', async ({
	page,
	request,
}, testInfo) => {
	test.setTimeout(60_000);
	const owner = await newPharmacyOwner(request, testInfo, 'XL');
	const member = await newLearner(request, testInfo, 'none');
	const { getMyPharmacies } = await apiCall<{ getMyPharmacies: { managed: { id: number }[] } }>(
		request,
		'/pharmacy/getMyPharmacies',
		{},
		owner.token,
	);
	const pharmacyId = getMyPharmacies.managed[0]?.id;
	await apiCall(
		request,
		'/pharmacy/inviteMember',
		{ pharmacyId, email: member.email },
		owner.token,
	);
	const invitation = new URL(await joinLinkFor(member.email), 'http://campus').searchParams;
	await apiCall(
		request,
		'/pharmacy/acceptInvitation',
		{ token: invitation.get('invitacion') },
		member.token,
	);

	const name = `Acogida ${testInfo.project.name} ${Date.now().toString(36)}`;
	const { createItinerary } = await apiCall<{ createItinerary: { id: number } }>(
		request,
		'/itineraries/createItinerary',
		{ owner: { pharmacyId }, name },
		owner.token,
	);
	await apiCall(
		request,
		'/itineraries/updateItinerary',
		{
			id: createItinerary.id,
			courses: [{ courseId: SHORT_COURSE.id, opensOn: null }],
			pharmacyIds: [pharmacyId],
		},
		owner.token,
	);
	await apiCall(request, '/itineraries/publishItinerary', { id: createItinerary.id }, owner.token);

	// The mail: a reminder of the learning-reminders topic, with RFC 8058's headers and its link.
	const mail = await latestMailTo(member.email, `Tienes un itinerario nuevo: ${name}`);
	expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
	expect(mail.headers?.['List-Unsubscribe']).toMatch(
		/^<http:\/\/[^/]+\/api\/mail\/unsubscribe\?topic=learning-reminders&exp=\d+&uid=\d+&sig=[\w-]+>$/,
	);
	const pageLink = /https?:\/\/\S+\/baja-de-avisos\?\S+/.exec(mail.text)?.[0];
	expect(pageLink, mail.text).toBeDefined();
	const { pathname, search } = new URL(pageLink ?? '');

	// The link asks first: opening it changes nothing.
	await page.goto(`${pathname}${search}`);
	await waitForHydration(page);
	await expect(
		page.getByRole('heading', { level: 1, name: 'Dejar de recibir avisos' }),
	).toBeVisible();
	await expect(
		page.getByText('¿Quieres dejar de recibir «Recordatorios de formación» por correo?'),
	).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole('button', { name: 'Sí, dejar de recibirlos' }).click();
	await expect(page.getByRole('status')).toContainText(
		'Hecho: ya no recibirás «Recordatorios de formación».',
	);
	// The button is gone: focus is on the answer, not lost to the page.
	await expect(page.getByRole('status')).toBeFocused();
	await expectNoAxeViolations(page);

	// A link altered by hand says so and points to mi-perfil.
	await page.goto(`${pathname}${search.replace('topic=learning-reminders', 'topic=team-digest')}`);
	await waitForHydration(page);
	await page.getByRole('button', { name: 'Sí, dejar de recibirlos' }).click();
	await expect(page.getByRole('alert')).toContainText('no es válido');
	await expect(page.getByRole('link', { name: 'Elegir mis avisos en Mi perfil' })).toBeVisible();

	await logIn(page, member);
	await page.goto('/mi-perfil');
	const form = page.getByRole('form', { name: 'Avisos por correo' });
	await expect(form).toBeVisible({ timeout: 15_000 });
	await waitForHydration(page);
	const reminders = form.getByRole('checkbox', { name: 'Recordatorios de formación' });
	await expect(reminders).not.toBeChecked();
	await expect(form.getByRole('checkbox', { name: 'Resumen semanal del equipo' })).toBeChecked();
	await expectNoAxeViolations(page);
	await reminders.check();
	await form.getByRole('button', { name: 'Guardar avisos' }).click();
	await expect(page.getByText('Preferencias de avisos guardadas.')).toBeVisible();

	await page.reload();
	await expect(
		page
			.getByRole('form', { name: 'Avisos por correo' })
			.getByRole('checkbox', { name: 'Recordatorios de formación' }),
	).toBeChecked({ timeout: 15_000 });
});
