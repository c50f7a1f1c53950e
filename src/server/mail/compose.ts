/**
 * Which service writes each mail (issue #18): a mail job names its template and the ids it is
 * about, and the content is composed when the job runs, from the database as it is then.
 * Undefined means there is nothing to send any more (the account or invitation is gone).
 */
import type { AppDeps } from '../context';
import type { MailJob } from '../jobs/contract';
import { contactRequestMailContent, leadMailContent } from '../services/crm';
import { welcomeMailContent } from '../services/auth/accounts';
import { passwordChangedMailContent } from '../services/auth/own-password';
import { resetMailContent } from '../services/auth/recovery';
import {
	courseOpensMailContent,
	deadlineSoonMailContent,
	itineraryAssignedMailContent,
	overdueMailContent,
} from '../services/itinerary-mail';
import { invitationMailContent } from '../services/pharmacy-invitations';
import { planRequestMailContent } from '../services/purchase/plan-requests';
import { invoiceMailContent } from '../services/purchase/invoices';
import {
	cancellationMailContent,
	paymentFailedMailContent,
	planChangedMailContent,
	trialEndingMailContent,
} from '../services/purchase/licence-mail';
import { purchaseMailContent } from '../services/purchase/purchase-mail';
import { supportMailContent } from '../services/support-requests';
import { supportReplyMailContent } from '../services/admin/support-inbox';
import { teamDigestMailContent } from '../services/team-digest';
import { memberJoinedMailContent, memberLeftMailContent } from '../services/team-mail';
import type { MailContent } from './layout';

export function composeMail(deps: AppDeps, work: MailJob): Promise<MailContent | undefined> {
	switch (work.template) {
		case 'password-reset':
			return resetMailContent(deps, work.userId);
		case 'team-invitation':
			return invitationMailContent(deps, work.invitationId);
		case 'support-request':
			return supportMailContent(deps, work.requestId);
		case 'support-reply':
			return supportReplyMailContent(deps, work.messageId);
		case 'plan-request':
			return planRequestMailContent(deps, work.requestId);
		case 'welcome':
			return welcomeMailContent(deps, work.userId);
		case 'password-changed':
			return passwordChangedMailContent(deps, work.userId, work.changedAt);
		case 'purchase':
			return purchaseMailContent(deps, work.checkoutId);
		case 'invoice':
			return invoiceMailContent(deps, work.invoiceId);
		case 'trial-ending':
			return trialEndingMailContent(deps, work.enrollmentId);
		case 'cancellation':
			return cancellationMailContent(deps, work.enrollmentId);
		case 'plan-changed':
			return planChangedMailContent(deps, work.enrollmentId);
		case 'payment-failed':
			return paymentFailedMailContent(deps, work.enrollmentId);
		case 'member-joined':
			return memberJoinedMailContent(deps, work.invitationId);
		case 'member-left':
			return memberLeftMailContent(deps, work.pharmacyId, work.userId);
		case 'contact-request':
			return contactRequestMailContent(deps, work.requestId);
		case 'lead':
			return leadMailContent(deps, work.leadId);
		case 'itinerary-assigned':
			return itineraryAssignedMailContent(deps, work.itineraryId, work.userId);
		case 'course-opens':
			return courseOpensMailContent(deps, work.userId, work.day);
		case 'itinerary-deadline':
			return deadlineSoonMailContent(deps, work.itineraryId, work.userId, work.endsOn);
		case 'itinerary-overdue':
			return overdueMailContent(deps, work.itineraryId, work.userId, work.endsOn);
		case 'team-digest':
			return teamDigestMailContent(deps, work.owner, work.week);
	}
}
