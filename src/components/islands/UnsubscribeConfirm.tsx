/**
 * `/baja-de-avisos`, where the footer link of a reminder or digest leads (issue #18): it asks
 * before it acts, because mail scanners open every link of a mail and must not unsubscribe anyone;
 * one button confirms, with no login (the signed address says who). The mail app's own one-click
 * button posts the same call without this page.
 */
import mailPreferences from 'i18n-section:mail_preferences';
import { useEffect, useRef, useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import { unsubscribe, type UnsubscribeLink } from '../../lib/api/mail-preferences';
import { MAIL_TOPIC_FIELDS, isMailTopic } from '../../lib/contracts/mail-preferences';
import { Button } from '../ui/Button';
import { ErrorNotice } from '../ui/Notice';

const t = createTranslator({ mail_preferences: mailPreferences });

const PROFILE_PATH = '/mi-perfil';

type Phase = { name: 'asking' | 'sending' | 'done' } | { name: 'failed'; message: string };

/** The link's parts, or undefined when the address was cut (a mail app that wrapped it). */
function linkOf(search: string): UnsubscribeLink | undefined {
	const query = new URLSearchParams(search);
	const [topic, exp, uid, sig] = ['topic', 'exp', 'uid', 'sig'].map((name) => query.get(name));
	if (!isMailTopic(topic) || !exp || !uid || !sig) return undefined;
	return { topic, exp, uid, sig };
}

export default function UnsubscribeConfirm() {
	const [link] = useState(() => linkOf(window.location.search));
	const [phase, setPhase] = useState<Phase>({ name: 'asking' });
	// The button that had focus is gone once answered: focus goes to what replaced it.
	const answer = useRef<HTMLDivElement>(null);
	useEffect(() => {
		if (phase.name === 'done' || phase.name === 'failed') answer.current?.focus();
	}, [phase.name]);
	const profileLink = (
		<Button href={PROFILE_PATH} variant="secondary">
			{t('mail_preferences.profile_link')}
		</Button>
	);
	if (!link) {
		return (
			<ErrorNotice action={profileLink}>{t('mail_preferences.unsubscribe_broken')}</ErrorNotice>
		);
	}
	const topic = t(`mail_preferences.${MAIL_TOPIC_FIELDS[link.topic]}`);
	if (phase.name === 'done') {
		return (
			<div className="unsubscribe" role="status" ref={answer} tabIndex={-1}>
				<p>{t('mail_preferences.unsubscribe_done', { topic })}</p>
				{profileLink}
			</div>
		);
	}
	if (phase.name === 'failed') {
		return (
			<div ref={answer} tabIndex={-1}>
				<ErrorNotice action={profileLink}>{phase.message}</ErrorNotice>
			</div>
		);
	}
	const confirm = async () => {
		setPhase({ name: 'sending' });
		const result = await unsubscribe(link);
		setPhase(result.ok ? { name: 'done' } : { name: 'failed', message: result.msg });
	};
	return (
		<div className="unsubscribe">
			<p>{t('mail_preferences.unsubscribe_question', { topic })}</p>
			<Button
				size="lg"
				loading={phase.name === 'sending'}
				loadingText={t('mail_preferences.unsubscribe_sending')}
				onClick={() => void confirm()}
			>
				{t('mail_preferences.unsubscribe_button')}
			</Button>
		</div>
	);
}
