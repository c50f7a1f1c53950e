/**
 * Mails to a pharmacy's owner about their team (issue #18): someone accepted an invitation and
 * joined, or a member left on their own and freed a seat. Each names the person, the pharmacy and
 * the seats in use, composed when the job runs; an owner who removes a member themselves is not
 * told what they just did.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import { findAcceptedInvitation } from '../db/queries/invitation-mail';
import * as pharmacyQueries from '../db/queries/pharmacies';
import * as teamQueries from '../db/queries/pharmacy-team';
import type { JobRequest } from '../jobs/contract';
import type { MailContent } from '../mail/layout';
import { pharmacyPlan } from './pharmacy-access';

export function memberJoinedMail(invitationId: number): JobRequest {
	return {
		queue: 'mail',
		key: `mail:member-joined:${String(invitationId)}`,
		work: { template: 'member-joined', invitationId },
	};
}

export function memberLeftMail(pharmacyId: number, userId: number, leftAt: Date): JobRequest {
	return {
		queue: 'mail',
		key: `mail:member-left:${String(pharmacyId)}:${String(userId)}:${leftAt.toISOString()}`,
		work: { template: 'member-left', pharmacyId, userId },
	};
}

/** The owner, the pharmacy and its seats in use out of its plan's, for either mail. */
async function teamFacts(deps: Pick<AppDeps, 'db' | 'now'>, pharmacyId: number) {
	const pharmacy = await pharmacyQueries.findPharmacy(deps.db, pharmacyId);
	if (!pharmacy) return undefined;
	const owner = await teamQueries.findPerson(deps.db, pharmacy.ownerUserId);
	if (!owner) return undefined;
	const plan = await pharmacyPlan(deps, pharmacy);
	const used = await teamQueries.seatsUsed(deps.db, pharmacy.id, deps.now());
	return {
		pharmacy,
		owner,
		seats: plan ? t('mail.team_seats', { used, seats: plan.seats }) : null,
	};
}

function teamMail(
	deps: Pick<AppDeps, 'config'>,
	facts: NonNullable<Awaited<ReturnType<typeof teamFacts>>>,
	texts: { subject: string; intro: string; member: string },
): MailContent {
	return {
		to: facts.owner.email,
		subject: texts.subject,
		preview: texts.intro,
		greeting: t('mail.greeting', { name: facts.owner.name }),
		paragraphs: [texts.intro],
		details: [
			{ label: t('mail.team_pharmacy'), value: facts.pharmacy.name },
			{ label: t('mail.team_member'), value: texts.member },
			...(facts.seats ? [{ label: t('mail.team_seats_label'), value: facts.seats }] : []),
		],
		action: { label: t('mail.team_button'), url: `${deps.config.siteUrl}/aula/mi-farmacia` },
	};
}

export async function memberJoinedMailContent(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	invitationId: number,
): Promise<MailContent | undefined> {
	const invitation = await findAcceptedInvitation(deps.db, invitationId);
	if (!invitation) return undefined;
	const member = await teamQueries.findPerson(deps.db, invitation.acceptedByUserId);
	const facts = await teamFacts(deps, invitation.pharmacyId);
	if (!member || !facts) return undefined;
	const name = `${member.name} ${member.lastName}`.trim();
	return teamMail(deps, facts, {
		subject: t('mail.member_joined_subject', { name, pharmacy: facts.pharmacy.name }),
		intro: t('mail.member_joined_intro', { name, email: member.email }),
		member: `${name} (${member.email})`,
	});
}

export async function memberLeftMailContent(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	pharmacyId: number,
	userId: number,
): Promise<MailContent | undefined> {
	const member = await teamQueries.findPerson(deps.db, userId);
	const facts = await teamFacts(deps, pharmacyId);
	if (!member || !facts) return undefined;
	const name = `${member.name} ${member.lastName}`.trim();
	return teamMail(deps, facts, {
		subject: t('mail.member_left_subject', { name, pharmacy: facts.pharmacy.name }),
		intro: t('mail.member_left_intro', { name }),
		member: `${name} (${member.email})`,
	});
}
