import type { BestScore } from '../../../lib/contracts/game';
import { Button } from '../../ui/Button';
import { formatPoints, t } from './t';

interface GameIntroProps {
	best: BestScore | null;
	error: string | null;
	starting: boolean;
	onRetry: () => void;
	onStart: () => void;
}

/** Before a round: the rules, the best score so far and the start (or, when loading failed, retry). */
export function GameIntro({ best, error, starting, onRetry, onStart }: GameIntroProps) {
	return (
		<div className="infiltrada__intro">
			<p className="infiltrada__rules">{t('game.rules')}</p>
			<p className="infiltrada__hint">{t('game.keys_hint')}</p>
			<BestLine best={best} />
			{error ? (
				<p className="infiltrada__error" role="alert">
					{error}
				</p>
			) : null}
			{error && best === null ? (
				<Button variant="secondary" onClick={onRetry}>
					{t('game.retry')}
				</Button>
			) : (
				<Button size="lg" loading={starting} loadingText={t('game.starting')} onClick={onStart}>
					{t('game.start')}
				</Button>
			)}
		</div>
	);
}

function BestLine({ best }: { best: BestScore | null }) {
	if (best === null) return <p className="infiltrada__best">{t('game.loading_best')}</p>;
	if (best.best === null) return <p className="infiltrada__best">{t('game.best_none')}</p>;
	return (
		<p className="infiltrada__best">
			{t('game.best', { score: formatPoints(best.best) })}
			<span className="infiltrada__rounds">
				{' · '}
				{t('game.rounds_played', { count: best.rounds })}
			</span>
		</p>
	);
}
