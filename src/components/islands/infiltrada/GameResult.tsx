import { useEffect, useRef } from 'react';
import type { FinishedRound, StartedRound } from '../../../lib/contracts/game';
import { Button } from '../../ui/Button';
import { formatPoints, t } from './t';

interface GameResultProps {
	result: FinishedRound;
	round: StartedRound;
	onPlayAgain: () => void;
}

/** The marked round: score, hits, best, and each question's infiltrada with its real ingredient. */
export function GameResult({ result, round, onPlayAgain }: GameResultProps) {
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		headingRef.current?.focus();
	}, []);
	return (
		<section className="infiltrada__result" aria-labelledby="infiltrada-result">
			<h2 id="infiltrada-result" tabIndex={-1} ref={headingRef}>
				{t('game.result_title')}
			</h2>
			{result.record ? <p className="infiltrada__record">{t('game.record')}</p> : null}
			<p className="infiltrada__score">
				{t('game.result_score', { score: formatPoints(result.score) })}
			</p>
			<p className="infiltrada__correct">{t('game.result_correct', { correct: result.correct })}</p>
			<p className="infiltrada__best">
				{t('game.result_best', { best: formatPoints(result.best) })}
			</p>
			<Button size="lg" onClick={onPlayAgain}>
				{t('game.play_again')}
			</Button>
			<h3 className="infiltrada__review-title">{t('game.review_title')}</h3>
			<ol className="infiltrada__review">
				{result.solutions.map((solution, position) => (
					<li key={solution.brand}>
						<strong>{solution.brand}</strong>{' '}
						{t('game.review_item', {
							shown: round.questions[position]?.pairs[solution.infiltrada]?.ingredient ?? '',
							ingredient: solution.ingredient,
						})}
					</li>
				))}
			</ol>
		</section>
	);
}
