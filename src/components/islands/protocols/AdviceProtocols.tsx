/**
 * "Protocolos de consejo" (issue #6, `aula/protocolos-de-consejo`): the counter-advice sheets by
 * symptom, each a disclosure with the questions to ask, what to recommend and when to refer to
 * the doctor, with a search by symptom and an optional filter by area.
 *
 * Like the other private campus pages, the page is a static shell: nothing is shown until the
 * session check answers (useCampusSession sends a visitor without a session to /login), and the
 * protocols are asked for only once the licences are loaded and one opens the campus, since the
 * API client closes the session on any 403. The whole list is loaded once; typing filters it at
 * once (symptom, summary, area) and, after a pause, the server's search (which also knows each
 * sheet's keywords: "carraspera" finds "Tos seca") adds what it found.
 *
 * The feature folder (issue #16): state.ts decides the screen and the list, the one hook
 * use-advice-protocols.ts calls the API, and the views only render.
 */
import { useId } from 'react';
import { PLANS_PATH } from '../../../lib/navigation';
import { GENERAL_LOGIN_PATH } from '../../../stores/session';
import { Button } from '../../ui/Button';
import './advice-protocols.css';
import { ProtocolBrowser } from './ProtocolBrowser';
import { useAdviceProtocols } from './use-advice-protocols';
import { t } from './t';

export { SEARCH_DEBOUNCE_MS } from './use-advice-protocols';

export default function AdviceProtocols() {
	const { screen, load, retry, search } = useAdviceProtocols();
	return (
		<div className="protocols">
			<header className="protocols__header">
				<h1 className="protocols__title">{t('protocols.title')}</h1>
				<p className="protocols__lead">{t('protocols.lead')}</p>
			</header>
			{body()}
		</div>
	);

	function body() {
		switch (screen) {
			case 'checking':
				return <StatusText text={t('protocols.checking')} />;
			case 'no_licence':
				return <NoLicence />;
			case 'session_gone':
				return (
					<p className="protocols__status-text">
						{t('protocols.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('protocols.log_in')}</a>
					</p>
				);
			case 'loading_licence':
				return <StatusText text={t('protocols.loading_licence')} />;
			case 'failed': {
				const forbidden = load.kind === 'failed' && load.failure.status === 403;
				return (
					<div className="protocols__error" role="alert">
						<p>{forbidden ? t('protocols.error_forbidden') : t('protocols.error_generic')}</p>
						{forbidden ? null : (
							<Button variant="secondary" onClick={retry}>
								{t('protocols.retry')}
							</Button>
						)}
					</div>
				);
			}
			case 'loaded':
				return load.kind === 'loaded' ? (
					<ProtocolBrowser protocols={load.protocols} search={search} />
				) : null;
			case 'loading':
				return <StatusText text={t('protocols.loading')} />;
		}
	}
}

function StatusText({ text }: { text: string }) {
	return (
		<p className="protocols__status-text" role="status">
			{text}
		</p>
	);
}

function NoLicence() {
	const id = useId();
	return (
		<section className="protocols__offer" aria-labelledby={id}>
			<h2 id={id} className="protocols__offer-title">
				{t('protocols.no_licence_title')}
			</h2>
			<p>{t('protocols.no_licence_text')}</p>
			<Button href={PLANS_PATH}>{t('protocols.see_plans')}</Button>
		</section>
	);
}
