/**
 * La Infiltrada (issue #6, `aula/la-infiltrada`): rounds of 10 questions, each showing four
 * brand → ingredient pairs of which one is wrong; 15 seconds to find it. The server builds the
 * round, marks each answer as it is played (so the solution shows at once) and keeps the best
 * score; this island only shows, times and sends.
 *
 * Keyboard and screen readers: the options are real buttons (Tab/Enter/Space) and the keys 1–4
 * choose them; each new question moves focus to its heading; the outcome of an answer is focused
 * and read out; Enter skips the pause after it. The countdown is a timer that stays quiet except
 * for one polite "5 seconds left".
 *
 * Like the other campus pages it is a static shell: nothing private renders before the session
 * check; without a session it links to login; without a licence (403 `lic_req`) it offers plans.
 *
 * The feature folder (issue #16): state.ts is the game as a reducer, use-infiltrada.ts the one
 * hook that calls the API and runs the clock, and the views below only render.
 */
import { useEffect, useRef } from 'react';
import { PLANS_PATH } from '../../../lib/navigation';
import { GENERAL_LOGIN_PATH } from '../../../stores/session';
import { Button } from '../../ui/Button';
import { GameIntro } from './GameIntro';
import { GameResult } from './GameResult';
import { QuestionPanel } from './QuestionPanel';
import './infiltrada-game.css';
import { useInfiltrada } from './use-infiltrada';
import { t } from './t';

export { FEEDBACK_MS } from './use-infiltrada';

export default function InfiltradaGame() {
	const { phase, isLoggedIn, state, loadBest, begin, answer, finish, next } = useInfiltrada();
	const { stage, round, index, result, error } = state;
	const introRef = useRef<HTMLHeadingElement>(null);
	const wasPlaying = useRef(false);
	useEffect(() => {
		// Back at the intro after an error mid-round: its heading, then the message, are read.
		if (stage === 'intro' && wasPlaying.current) introRef.current?.focus();
		wasPlaying.current = stage !== 'intro';
	}, [stage]);

	if (phase === 'checking') {
		return (
			<p className="infiltrada__status" role="status">
				{t('game.checking')}
			</p>
		);
	}

	if (!isLoggedIn) {
		return (
			<div className="infiltrada">
				<h1 className="infiltrada__title">{t('game.title')}</h1>
				<p className="infiltrada__status">
					{t('game.login_needed')} <a href={GENERAL_LOGIN_PATH}>{t('nav.login')}</a>
				</p>
			</div>
		);
	}

	if (state.noLicence) {
		return (
			<div className="infiltrada">
				<h1 className="infiltrada__title">{t('game.title')}</h1>
				<div className="infiltrada__offer">
					<p className="infiltrada__offer-title">{t('game.no_licence_title')}</p>
					<p>{t('game.no_licence_text')}</p>
					<Button href={PLANS_PATH}>{t('game.see_plans')}</Button>
				</div>
			</div>
		);
	}

	const question = round?.questions[index];
	const playing = stage === 'question' || stage === 'feedback';

	return (
		<div className="infiltrada">
			<h1
				className={playing ? 'infiltrada__title infiltrada__title--small' : 'infiltrada__title'}
				tabIndex={-1}
				ref={introRef}
			>
				{t('game.title')}
			</h1>

			{stage === 'intro' || stage === 'starting' ? (
				<GameIntro
					best={state.best}
					error={error}
					starting={stage === 'starting'}
					onRetry={() => void loadBest()}
					onStart={() => void begin()}
				/>
			) : null}

			{playing && question ? (
				<QuestionPanel
					state={state}
					pairs={question.pairs}
					onAnswer={(choice) => void answer(choice)}
					onNext={next}
				/>
			) : null}

			{stage === 'finishing' ? (
				<div className="infiltrada__finishing">
					{error ? (
						<>
							<p className="infiltrada__error" role="alert">
								{error}
							</p>
							<Button onClick={() => void finish()}>{t('game.retry')}</Button>
						</>
					) : (
						<p role="status">{t('game.finishing')}</p>
					)}
				</div>
			) : null}

			{stage === 'result' && result && round ? (
				<GameResult result={result} round={round} onPlayAgain={() => void begin()} />
			) : null}
		</div>
	);
}
