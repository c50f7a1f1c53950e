/**
 * What the player shows instead of a course (issue #6): an itinerary that opens it later, a
 * licence that does not open it (the trial's excluded courses say so, spec §6 demo licence), with
 * the way to one that does, or a failed load with its retry.
 */
import player from 'i18n-section:player';
import { createTranslator } from '../../../i18n/translate';
import type { ApiFailure } from '../../../lib/api/client';
import type { ProgressResult } from '../../../lib/contracts/progress';
import { PLANS_PATH } from '../../../lib/navigation';
import { Button } from '../../ui/Button';

const t = createTranslator({ player });

const DASHBOARD_PATH = '/dashboard';

export type PlayerRefusalLoad =
	| { kind: 'refused'; result: ApiFailure<ProgressResult>['result']; msg: string }
	| { kind: 'failed'; msg: string };

interface PlayerRefusalProps {
	load: PlayerRefusalLoad;
	/** The person's licence is a free one: what it does not open is named as such. */
	freemium: boolean;
	onRetry: () => void;
}

export function PlayerRefusal({ load, freemium, onRetry }: PlayerRefusalProps) {
	// A course an itinerary of the person opens on a later day (services/itinerary-locks.ts).
	if (load.kind === 'refused' && load.result === 'itn_lock') {
		// The server's message carries the day it opens ("Este curso se abre el 1 de diciembre…").
		return (
			<div className="player__refused" role="alert">
				<h2>{t('player.itinerary_locked_title')}</h2>
				<p>{load.msg}</p>
				<div className="player__refused-actions">
					<Button href={DASHBOARD_PATH}>{t('player.back_to_campus')}</Button>
				</div>
			</div>
		);
	}

	if (load.kind === 'refused') {
		const demo = load.result === 'demo_excl';
		// A free licence opens what the trial opens (issue #17): it is named as what it is.
		const excluded = freemium ? 'player.free_excluded' : 'player.demo_excluded';
		return (
			<div className="player__refused" role="alert">
				<h2>{demo ? t(`${excluded}_title`) : t('player.licence_required_title')}</h2>
				<p>{demo ? t(`${excluded}_text`) : load.msg}</p>
				<div className="player__refused-actions">
					<Button href={PLANS_PATH}>{t('player.see_plans')}</Button>
					<Button href={DASHBOARD_PATH} variant="secondary">
						{t('player.back_to_campus')}
					</Button>
				</div>
			</div>
		);
	}

	return (
		<div className="player__refused" role="alert">
			<p>{load.msg}</p>
			<Button type="button" onClick={onRetry}>
				{t('player.retry')}
			</Button>
		</div>
	);
}
